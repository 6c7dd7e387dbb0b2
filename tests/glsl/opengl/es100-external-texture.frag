#version 100
// GL_OES_EGL_image_external, "Changes to the OpenGL ES Shading Language" 8.7:
// texture2D(samplerExternalOES, vec2) and texture2DProj(samplerExternalOES,
// vec3 or vec4) in GLSL ES 1.00.
#extension GL_OES_EGL_image_external : require
precision mediump float;
uniform samplerExternalOES s;
varying vec4 p;
void main() {
    gl_FragColor = texture2D(s, p.xy) + texture2DProj(s, p.xyz) + texture2DProj(s, p);
}
