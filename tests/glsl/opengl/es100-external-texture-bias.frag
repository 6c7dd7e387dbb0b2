#version 100
// GL_OES_EGL_image_external 8.7 gives texture2D on samplerExternalOES no
// bias form, and the generic texture() is GLSL ES 3.00's (ES 1.00 8.7).
#extension GL_OES_EGL_image_external : require
precision mediump float;
uniform samplerExternalOES s;
varying vec4 p;
void main() {
    gl_FragColor = texture2D(s, p.xy, 0.5);
}
