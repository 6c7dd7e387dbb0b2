#version 330 compatibility
in gl_Varyings {
    vec4 v;
};
void main()
{
    gl_FragColor = v;
}
