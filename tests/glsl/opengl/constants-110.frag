#version 110
void main(){ gl_FragColor = vec4(float(gl_MaxVertexAttribs + gl_MaxDrawBuffers + gl_MaxLights + gl_MaxTextureCoords)); }
