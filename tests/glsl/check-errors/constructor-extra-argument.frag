#version 450
// GLSL 4.60 5.4.2: "It is a compile-time error to provide extra arguments to
// a constructor beyond the last used argument": the error is at the first
// extra one (line 8), not where the constructor starts.
layout(location = 0) out vec4 color;
void main() {
    mat2 m = mat2(1.0, 2.0,
                  3.0, 4.0, 5.0);
    vec2 v = vec2(vec2(1.0), 2.0);
    color = vec4(m[0], v);
}
