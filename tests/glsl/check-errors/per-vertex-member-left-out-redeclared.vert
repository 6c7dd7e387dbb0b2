#version 450
// A member that the redeclared gl_PerVertex block leaves out is gone
// (GLSL 4.60 7.1.1): it cannot be redeclared on its own afterwards (the
// input the fuzzer found read past the new block's members).
out gl_PerVertex {
    vec4 gl_Position;
};
out float gl_ClipDistance[4];
void main()
{
    gl_Position = vec4(0.0);
}
