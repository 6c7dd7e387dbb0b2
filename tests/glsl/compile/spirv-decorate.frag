#version 450
// GL_EXT_spirv_intrinsics decorations: spirv_decorate on a user built-in
// (no location needed) and a Location given by decoration, spirv_decorate_string
// on variables and members (OpDecorateStringGOOGLE + SPV_GOOGLE_decorate_string
// below SPIR-V 1.4, with SPV_GOOGLE_hlsl_functionality1 for UserSemantic and
// SPV_GOOGLE_user_type for UserTypeGOOGLE; core spellings from 1.4), members of
// plain structs decorated at their own index, and a decorated global that stays
// Private (glslang made it a Function variable of main).
// target-env: vulkan1.0 vulkan1.3
#extension GL_EXT_spirv_intrinsics : require
spirv_decorate(extensions = ["SPV_AMD_shader_explicit_vertex_parameter"], 11, 4992)
in vec2 gl_BaryCoordNoPerspAMD;
spirv_decorate(30, 3) spirv_decorate_string(5635, "COLOR") spirv_decorate_string(5636, "float4") in vec4 colour;
layout(location = 0) out vec4 o;
struct S {
    spirv_decorate_string(5635, "X") float a;
    spirv_decorate(0) float b; // RelaxedPrecision, with no operands
};
layout(binding = 0) uniform U {
    spirv_decorate_string(5635, "member") vec4 m;
    S s;
} u;
spirv_decorate(21) float decorated_global;
void f() { decorated_global = 1.0; }
void main()
{
    f();
    o = colour + u.m + vec4(gl_BaryCoordNoPerspAMD, decorated_global, u.s.a + u.s.b);
}
