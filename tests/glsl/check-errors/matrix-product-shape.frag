#version 450
// GLSL 4.60 §5.9: a matrix times a matrix is the linear-algebra product; the
// left operand's columns must equal the right's rows, even when the two
// types are the same (mat2x3 * mat2x3 has no product), with *= too.
layout(location = 0) out vec4 o;
void main()
{
    mat2x3 a = mat2x3(1.0);
    mat3x2 b = mat3x2(1.0);
    mat2x3 bad = a * a;
    a *= a;
    mat2 fine = b * a;
    mat3 fine_too = a * b;
    mat3 square = fine_too * fine_too;
    o = vec4(fine[0], square[0].xy);
}
