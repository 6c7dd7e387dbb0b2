#version 450
// glspv-flags: -fshow-column
void main() {
	float x = 1.0 +* 2.0;
    vec4 v = vec4(1.0;
}
