#version 450
// debugPrintfEXT needs GL_EXT_debug_printf enabled.
void main()
{
    debugPrintfEXT("hello");
}
