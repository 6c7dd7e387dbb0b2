#version 450
#extension GL_EXT_spirv_intrinsics : require
spirv_instruction(id = 61) vec4 load(spirv_by_reference vec4 p);
spirv_instruction(id = 62) void store(spirv_by_reference vec2 p, vec2 v, spirv_literal int memOps);
spirv_instruction(id = 62) void bad(spirv_literal vec2 v);
void userLiteral(spirv_literal int x) {}
spirv_by_reference float notAParameter;
layout(constant_id = 0) const int SPEC = 1;
layout(location = 0) in vec4 v;
layout(location = 0) out vec4 o;
void main()
{
    o = load(v * 2.0);
    store(o.yx, vec2(0.0), 0);
    vec2 w;
    int n = 1;
    store(w, vec2(0.0), n);
    store(w, vec2(0.0), SPEC);
}
spirv_instruction(id = 61) vec4 seedLoad(inout vec4 pointer);
