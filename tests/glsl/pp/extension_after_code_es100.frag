// args: --target-env=opengl
#version 100
// (glspv -E checks for a SPIR-V target, which refuses ES 1.00 on the
// #version line; the rule tested is the second error.)
// GLSL ES 1.00 §3.4, as ES 3.x: unless its specification says otherwise, an
// extension's scope is the whole shader, so "the extension directives must
// occur before any non-preprocessor tokens". A precision statement that the
// GL_ES guard keeps (it is defined in every ES shader) is such a token.
// WebGL 1.0 relaxes this to a warning and glslangValidator accepts it; the
// GLSL ES specification does not.
#ifdef GL_ES
precision mediump float;
#endif
#extension GL_OES_standard_derivatives : enable
void main() { gl_FragColor = vec4(1.0); }
