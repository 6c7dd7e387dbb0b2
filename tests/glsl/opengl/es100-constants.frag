#version 100
precision mediump float;
void main(){ gl_FragColor = vec4(float(gl_MaxVertexAttribs + gl_MaxDrawBuffers + gl_MaxVaryingVectors)); }
