/* The checker, part 4: what each shader stage brings (GLSL 4.60 §7 and
 * §4.4.1-4.4.2).
 *
 * Built-in variables and constants per stage; the gl_PerVertex blocks
 * (the anonymous output block, gl_in[] and gl_out[]) and their
 * redeclaration; redeclared built-in variables (sizes, qualifiers); the
 * per-vertex arrays of tessellation and geometry shaders, sized by the
 * stage; and the sizes of implicitly sized arrays, settled once the whole
 * unit is checked. The stage layout qualifiers are in check_stage_layout.c,
 * mesh and task built-ins in check_mesh_builtins.c; what the three share is
 * in check_stage.h. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "glsl/check/check.h"
#include "glsl/check/check_stage.h"
#include "glsl/check/fold.h"
#include "spirv/grammar.h"
#include "spirv/tables.h"

/* Built-in variables (§7.1) outside the gl_PerVertex blocks. The same name
 * can mean different built-ins in different stages (gl_PrimitiveID). */
static const BuiltinVar builtin_vars[] = {
    {"gl_VertexIndex", "int", SQ_IN, VERT, SpvBuiltInVertexIndex, 0},
    {"gl_InstanceIndex", "int", SQ_IN, VERT, SpvBuiltInInstanceIndex, 0},
    {"gl_BaseVertex", "int", SQ_IN, VERT, SpvBuiltInBaseVertex, 0}, /* GLSL 4.60: DrawParameters */
    {"gl_BaseInstance", "int", SQ_IN, VERT, SpvBuiltInBaseInstance, 0},
    {"gl_DrawID", "int", SQ_IN, VERT, SpvBuiltInDrawIndex, 0},
    {"gl_PatchVerticesIn", "int", SQ_IN, TESC | TESE, SpvBuiltInPatchVertices, 0},
    {"gl_PrimitiveID", "int", SQ_IN, TESC | TESE | FRAG, SpvBuiltInPrimitiveId, 0},
    {"gl_InvocationID", "int", SQ_IN, TESC | GEOM, SpvBuiltInInvocationId, 0},
    {"gl_TessLevelOuter", "float[4]", SQ_OUT, TESC, SpvBuiltInTessLevelOuter, QF_PATCH},
    {"gl_TessLevelInner", "float[2]", SQ_OUT, TESC, SpvBuiltInTessLevelInner, QF_PATCH},
    {"gl_TessLevelOuter", "float[4]", SQ_IN, TESE, SpvBuiltInTessLevelOuter, QF_PATCH},
    {"gl_TessLevelInner", "float[2]", SQ_IN, TESE, SpvBuiltInTessLevelInner, QF_PATCH},
    {"gl_TessCoord", "vec3", SQ_IN, TESE, SpvBuiltInTessCoord, 0},
    {"gl_PrimitiveIDIn", "int", SQ_IN, GEOM, SpvBuiltInPrimitiveId, 0},
    {"gl_PrimitiveID", "int", SQ_OUT, GEOM, SpvBuiltInPrimitiveId, 0},
    {"gl_Layer", "int", SQ_OUT, GEOM, SpvBuiltInLayer, 0},
    {"gl_ViewportIndex", "int", SQ_OUT, GEOM, SpvBuiltInViewportIndex, 0},
    {"gl_FragCoord", "vec4", SQ_IN, FRAG, SpvBuiltInFragCoord, 0},
    {"gl_FrontFacing", "bool", SQ_IN, FRAG, SpvBuiltInFrontFacing, 0},
    {"gl_PointCoord", "vec2", SQ_IN, FRAG, SpvBuiltInPointCoord, 0},
    {"gl_ClipDistance", "float[]", SQ_IN, FRAG, SpvBuiltInClipDistance, 0},
    {"gl_CullDistance", "float[]", SQ_IN, FRAG, SpvBuiltInCullDistance, 0},
    {"gl_SampleID", "int", SQ_IN, FRAG, SpvBuiltInSampleId, 0},
    {"gl_SamplePosition", "vec2", SQ_IN, FRAG, SpvBuiltInSamplePosition, 0},
    {"gl_SampleMaskIn", "int[*]", SQ_IN, FRAG, SpvBuiltInSampleMask, 0}, /* ceil(gl_MaxSamples / 32) */
    {"gl_Layer", "int", SQ_IN, FRAG, SpvBuiltInLayer, 0},
    {"gl_ViewportIndex", "int", SQ_IN, FRAG, SpvBuiltInViewportIndex, 0},
    {"gl_HelperInvocation", "bool", SQ_IN, FRAG, SpvBuiltInHelperInvocation, 0},
    {"gl_FragDepth", "float", SQ_OUT, FRAG, SpvBuiltInFragDepth, 0},
    {"gl_SampleMask", "int[*]", SQ_OUT, FRAG, SpvBuiltInSampleMask, 0},
    {"gl_NumWorkGroups", "uvec3", SQ_IN, COMPUTE_STAGES, SpvBuiltInNumWorkgroups, 0},
    {"gl_WorkGroupID", "uvec3", SQ_IN, COMPUTE_STAGES, SpvBuiltInWorkgroupId, 0},
    {"gl_LocalInvocationID", "uvec3", SQ_IN, COMPUTE_STAGES, SpvBuiltInLocalInvocationId, 0},
    {"gl_GlobalInvocationID", "uvec3", SQ_IN, COMPUTE_STAGES, SpvBuiltInGlobalInvocationId, 0},
    {"gl_LocalInvocationIndex", "uint", SQ_IN, COMPUTE_STAGES, SpvBuiltInLocalInvocationIndex, 0},
};

/* The OpenGL client's own built-in variables (GLSL 4.60 §7.1, ES 3.20
 * §7.1, the compatibility profile's §7.1.1), which GL_KHR_vulkan_glsl
 * removes: declared for OpenGL only, from the first version that has them
 * (desktop, ES) and, for gl_FragColor and gl_FragData, up to the version
 * that removed them (the compatibility profile keeps them). 0: never.
 * `spirv`: also with a SPIR-V target (GL_ARB_gl_spirv, glslang -G); the
 * others only in OpenGL's own GLSL. The compatibility profile's uniforms,
 * inputs and outputs (§7.1.1, 7.4) are there before 1.50 too, and so are
 * its structures (gl_LightSource, ..., check_opengl.c's types); the depth
 * range (§7.4) is in every OpenGL GLSL, desktop and ES. A "[L]" array has
 * gl_MaxLights elements. */
static const struct {
    BuiltinVar var;
    int desktop, es;          /* the first versions */
    int desktop_end, es_end;  /* the first versions without it (0: none) */
    int spirv;
} opengl_vars[] = {
    {{"gl_VertexID", "int", SQ_IN, VERT, SpvBuiltInVertexId, 0}, 130, 300, 0, 0, 1},
    {{"gl_InstanceID", "int", SQ_IN, VERT, SpvBuiltInInstanceId, 0}, 140, 300, 0, 0, 1},
    {{"gl_FragColor", "vec4", SQ_OUT, FRAG, -1, 0}, 110, 100, 420, 300, 1},
    {{"gl_FragData", "vec4[*]", SQ_OUT, FRAG, -1, 0}, 110, 100, 420, 300, 0},
    {{"gl_Vertex", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_Normal", "vec3", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_Color", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_SecondaryColor", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord0", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord1", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord2", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord3", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord4", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord5", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord6", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_MultiTexCoord7", "vec4", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FogCoord", "float", SQ_IN, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FrontColor", "vec4", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_BackColor", "vec4", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FrontSecondaryColor", "vec4", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_BackSecondaryColor", "vec4", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TexCoord", "vec4[*]", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FogFragCoord", "float", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ClipVertex", "vec4", SQ_OUT, VERT, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_Color", "vec4", SQ_IN, FRAG, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_SecondaryColor", "vec4", SQ_IN, FRAG, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TexCoord", "vec4[*]", SQ_IN, FRAG, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FogFragCoord", "float", SQ_IN, FRAG, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewMatrix", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewMatrixInverse", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewMatrixTranspose", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewMatrixInverseTranspose", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ProjectionMatrix", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ProjectionMatrixInverse", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ProjectionMatrixTranspose", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ProjectionMatrixInverseTranspose", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewProjectionMatrix", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewProjectionMatrixInverse", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewProjectionMatrixTranspose", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ModelViewProjectionMatrixInverseTranspose", "mat4", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TextureMatrix", "mat4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TextureMatrixInverse", "mat4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TextureMatrixTranspose", "mat4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TextureMatrixInverseTranspose", "mat4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_NormalMatrix", "mat3", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_NormalScale", "float", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ClipPlane", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_TextureEnvColor", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_EyePlaneS", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_EyePlaneT", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_EyePlaneR", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_EyePlaneQ", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ObjectPlaneS", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ObjectPlaneT", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ObjectPlaneR", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_ObjectPlaneQ", "vec4[*]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_DepthRange", "gl_DepthRangeParameters", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 100, 0, 0, 0},
    {{"gl_Point", "gl_PointParameters", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FrontMaterial", "gl_MaterialParameters", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_BackMaterial", "gl_MaterialParameters", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_LightSource", "gl_LightSourceParameters[L]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_LightModel", "gl_LightModelParameters", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FrontLightModelProduct", "gl_LightModelProducts", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_BackLightModelProduct", "gl_LightModelProducts", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_FrontLightProduct", "gl_LightProducts[L]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_BackLightProduct", "gl_LightProducts[L]", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
    {{"gl_Fog", "gl_FogParameters", SQ_UNIFORM, STAGES_ALL, -1, 0}, 110, 0, 150, 0, 0},
};

/* Whether the OpenGL built-in variable `i` exists in this shader. */
static int opengl_var_here(const Checker *c, size_t i)
{
    const PpOutput *pp = c->pp;
    int es = pp->profile == PROFILE_ES;
    int first = es ? opengl_vars[i].es : opengl_vars[i].desktop;
    int end = es ? opengl_vars[i].es_end : opengl_vars[i].desktop_end;
    if (c->g->opts->vulkan_version || !(opengl_vars[i].var.stages & BIT(c->stage)) || !first || pp->version < first)
        return 0;
    if (!opengl_vars[i].spirv && !c->g->opts->without_spirv)
        return 0;
    return !end || pp->version < end || (!es && pp->profile == PROFILE_COMPATIBILITY);
}

const Type *check_builtin_struct_name(Checker *c, const char *name, SrcLoc loc)
{
    const Type *footprint = check_footprint_type(c, name, loc);
    if (footprint)
        return footprint;
    size_t len = strlen(name);
    for (size_t i = 0; i < COUNT_OF(opengl_vars); i++) {
        const char *t = opengl_vars[i].var.type;
        if (strncmp(t, name, len) == 0 && (t[len] == '\0' || t[len] == '[') && opengl_var_here(c, i))
            return check_opengl_struct_type(c, name, len);
    }
    return NULL;
}

/* Built-in variables that extensions bring (the subgroup ones and
 * GL_NV_shader_sm_builtins): declared in every unit of their stages,
 * usable with the extension enabled (check_ext_use). */
static const struct {
    BuiltinVar var;
    BuiltinExt ext;
    uint8_t precision; /* as glslang declares them: it marks the mediump ones RelaxedPrecision */
} ext_builtin_vars[] = {
    {{"gl_NumSubgroups", "uint", SQ_IN, COMPUTE_STAGES, SpvBuiltInNumSubgroups, 0}, BEXT_SUBGROUP_BASIC, PREC_HIGH},
    {{"gl_SubgroupID", "uint", SQ_IN, COMPUTE_STAGES, SpvBuiltInSubgroupId, 0}, BEXT_SUBGROUP_BASIC, PREC_HIGH},
    {{"gl_SubgroupSize", "uint", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupSize, 0}, BEXT_SUBGROUP_BASIC, PREC_MEDIUM},
    {{"gl_SubgroupInvocationID", "uint", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupLocalInvocationId, 0},
     BEXT_SUBGROUP_BASIC, PREC_MEDIUM},
    {{"gl_SubgroupEqMask", "uvec4", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupEqMask, 0}, BEXT_SUBGROUP_BALLOT, PREC_HIGH},
    {{"gl_SubgroupGeMask", "uvec4", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupGeMask, 0}, BEXT_SUBGROUP_BALLOT, PREC_HIGH},
    {{"gl_SubgroupGtMask", "uvec4", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupGtMask, 0}, BEXT_SUBGROUP_BALLOT, PREC_HIGH},
    {{"gl_SubgroupLeMask", "uvec4", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupLeMask, 0}, BEXT_SUBGROUP_BALLOT, PREC_HIGH},
    {{"gl_SubgroupLtMask", "uvec4", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupLtMask, 0}, BEXT_SUBGROUP_BALLOT, PREC_HIGH},
    /* GL_ARB_shader_ballot: the masks are uint64_t here, uvec4 in SPIR-V (emit_subgroup.c). */
    {{"gl_SubGroupSizeARB", "uint", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupSize, 0}, BEXT_ARB_SHADER_BALLOT, PREC_NONE},
    {{"gl_SubGroupInvocationARB", "uint", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupLocalInvocationId, 0},
     BEXT_ARB_SHADER_BALLOT, PREC_NONE},
    {{"gl_SubGroupEqMaskARB", "uint64_t", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupEqMask, 0}, BEXT_ARB_SHADER_BALLOT,
     PREC_NONE},
    {{"gl_SubGroupGeMaskARB", "uint64_t", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupGeMask, 0}, BEXT_ARB_SHADER_BALLOT,
     PREC_NONE},
    {{"gl_SubGroupGtMaskARB", "uint64_t", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupGtMask, 0}, BEXT_ARB_SHADER_BALLOT,
     PREC_NONE},
    {{"gl_SubGroupLeMaskARB", "uint64_t", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupLeMask, 0}, BEXT_ARB_SHADER_BALLOT,
     PREC_NONE},
    {{"gl_SubGroupLtMaskARB", "uint64_t", SQ_IN, STAGES_ALL, SpvBuiltInSubgroupLtMask, 0}, BEXT_ARB_SHADER_BALLOT,
     PREC_NONE},
    /* GL_NV_shader_sm_builtins */
    {{"gl_WarpsPerSMNV", "uint", SQ_IN, STAGES_ALL, SpvBuiltInWarpsPerSMNV, 0}, BEXT_NV_SM_BUILTINS, PREC_HIGH},
    {{"gl_SMCountNV", "uint", SQ_IN, STAGES_ALL, SpvBuiltInSMCountNV, 0}, BEXT_NV_SM_BUILTINS, PREC_HIGH},
    {{"gl_WarpIDNV", "uint", SQ_IN, STAGES_ALL, SpvBuiltInWarpIDNV, 0}, BEXT_NV_SM_BUILTINS, PREC_HIGH},
    {{"gl_SMIDNV", "uint", SQ_IN, STAGES_ALL, SpvBuiltInSMIDNV, 0}, BEXT_NV_SM_BUILTINS, PREC_HIGH},
    /* Fragment and geometry extensions (issue 10; emit_control.c requires
     * what each needs). */
#define EXT_VAR(name, type, storage, stages, builtin, ext) {{name, type, storage, stages, builtin, 0}, ext, PREC_NONE},
#define PRE_RASTER (VERT | TESC | TESE | GEOM)
    EXT_VAR("gl_BaryCoordEXT", "vec3", SQ_IN, FRAG, SpvBuiltInBaryCoordKHR, BEXT_BARYCENTRIC)
    EXT_VAR("gl_BaryCoordNoPerspEXT", "vec3", SQ_IN, FRAG, SpvBuiltInBaryCoordNoPerspKHR, BEXT_BARYCENTRIC)
    EXT_VAR("gl_BaryCoordNV", "vec3", SQ_IN, FRAG, SpvBuiltInBaryCoordKHR, BEXT_BARYCENTRIC)
    EXT_VAR("gl_BaryCoordNoPerspNV", "vec3", SQ_IN, FRAG, SpvBuiltInBaryCoordNoPerspKHR, BEXT_BARYCENTRIC)
    EXT_VAR("gl_FragSizeEXT", "ivec2", SQ_IN, FRAG, SpvBuiltInFragSizeEXT, BEXT_FRAGMENT_DENSITY)
    EXT_VAR("gl_FragInvocationCountEXT", "int", SQ_IN, FRAG, SpvBuiltInFragInvocationCountEXT, BEXT_FRAGMENT_DENSITY)
    EXT_VAR("gl_FragmentSizeNV", "ivec2", SQ_IN, FRAG, SpvBuiltInFragSizeEXT, BEXT_SHADING_RATE_NV)
    EXT_VAR("gl_InvocationsPerPixelNV", "int", SQ_IN, FRAG, SpvBuiltInFragInvocationCountEXT, BEXT_SHADING_RATE_NV)
    EXT_VAR("gl_ShadingRateEXT", "int", SQ_IN, FRAG, SpvBuiltInShadingRateKHR, BEXT_FRAGMENT_SHADING_RATE)
    EXT_VAR("gl_PrimitiveShadingRateEXT", "int", SQ_OUT, VERT | GEOM, SpvBuiltInPrimitiveShadingRateKHR,
            BEXT_FRAGMENT_SHADING_RATE)
    EXT_VAR("gl_FragFullyCoveredNV", "bool", SQ_IN, FRAG, SpvBuiltInFullyCoveredEXT, BEXT_FULLY_COVERED)
    EXT_VAR("gl_FragStencilRefARB", "int", SQ_OUT, FRAG, SpvBuiltInFragStencilRefEXT, BEXT_STENCIL_EXPORT)
    /* Geometry shaders have gl_Layer and gl_ViewportIndex outputs in core GLSL. */
    EXT_VAR("gl_Layer", "int", SQ_OUT, VERT | TESC | TESE, SpvBuiltInLayer, BEXT_VIEWPORT_LAYER)
    EXT_VAR("gl_ViewportIndex", "int", SQ_OUT, VERT | TESC | TESE, SpvBuiltInViewportIndex, BEXT_VIEWPORT_LAYER)
    EXT_VAR("gl_ViewportMask", "int[]", SQ_OUT, VERT | TESE | GEOM, SpvBuiltInViewportMaskNV, BEXT_VIEWPORT_ARRAY2)
    EXT_VAR("gl_SecondaryPositionNV", "vec4", SQ_OUT, VERT | TESE | GEOM, SpvBuiltInSecondaryPositionNV,
            BEXT_STEREO_VIEW)
    EXT_VAR("gl_SecondaryViewportMaskNV", "int[]", SQ_OUT, VERT | TESE | GEOM, SpvBuiltInSecondaryViewportMaskNV,
            BEXT_STEREO_VIEW)
    EXT_VAR("gl_PositionPerViewNV", "vec4[]", SQ_OUT, VERT | TESE | GEOM, SpvBuiltInPositionPerViewNV,
            BEXT_PER_VIEW_ATTRIBUTES)
    EXT_VAR("gl_ViewportMaskPerViewNV", "int[]", SQ_OUT, VERT | TESE | GEOM, SpvBuiltInViewportMaskPerViewNV,
            BEXT_PER_VIEW_ATTRIBUTES)
    EXT_VAR("gl_ViewIndex", "int", SQ_IN, PRE_RASTER | FRAG, SpvBuiltInViewIndex, BEXT_MULTIVIEW)
    EXT_VAR("gl_ViewID_OVR", "uint", SQ_IN, PRE_RASTER | FRAG, SpvBuiltInViewIndex, BEXT_OVR_MULTIVIEW)
    EXT_VAR("gl_DeviceIndex", "int", SQ_IN, STAGES_ALL, SpvBuiltInDeviceIndex, BEXT_DEVICE_GROUP)
    EXT_VAR("gl_BaseVertexARB", "int", SQ_IN, VERT, SpvBuiltInBaseVertex, BEXT_DRAW_PARAMETERS)
    EXT_VAR("gl_BaseInstanceARB", "int", SQ_IN, VERT, SpvBuiltInBaseInstance, BEXT_DRAW_PARAMETERS)
    EXT_VAR("gl_DrawIDARB", "int", SQ_IN, VERT, SpvBuiltInDrawIndex, BEXT_DRAW_PARAMETERS)
    EXT_VAR("gl_CoreIDARM", "uint", SQ_IN, STAGES_ALL, SpvBuiltInCoreIDARM, BEXT_ARM_CORE_BUILTINS)
    EXT_VAR("gl_CoreCountARM", "uint", SQ_IN, STAGES_ALL, SpvBuiltInCoreCountARM, BEXT_ARM_CORE_BUILTINS)
    EXT_VAR("gl_CoreMaxIDARM", "uint", SQ_IN, STAGES_ALL, SpvBuiltInCoreMaxIDARM, BEXT_ARM_CORE_BUILTINS)
    EXT_VAR("gl_WarpIDARM", "uint", SQ_IN, STAGES_ALL, SpvBuiltInWarpIDARM, BEXT_ARM_CORE_BUILTINS)
    EXT_VAR("gl_WarpMaxIDARM", "uint", SQ_IN, STAGES_ALL, SpvBuiltInWarpMaxIDARM, BEXT_ARM_CORE_BUILTINS)
#undef PRE_RASTER
#undef EXT_VAR
};

/* Members the gl_in[] and gl_out[] blocks have with an extension enabled
 * (other stages have them as variables of their own, above). */
static const struct {
    const char *name;
    const char *type;
    int builtin;
    BuiltinExt ext;
    int output_only;   /* the masks are outputs only */
} ext_per_vertex_members[] = {
    {"gl_ViewportMask", "int[]", SpvBuiltInViewportMaskNV, BEXT_VIEWPORT_ARRAY2, 1},
    {"gl_SecondaryPositionNV", "vec4", SpvBuiltInSecondaryPositionNV, BEXT_STEREO_VIEW, 0},
    {"gl_SecondaryViewportMaskNV", "int[]", SpvBuiltInSecondaryViewportMaskNV, BEXT_STEREO_VIEW, 1},
    {"gl_PositionPerViewNV", "vec4[]", SpvBuiltInPositionPerViewNV, BEXT_PER_VIEW_ATTRIBUTES, 0},
    {"gl_ViewportMaskPerViewNV", "int[]", SpvBuiltInViewportMaskPerViewNV, BEXT_PER_VIEW_ATTRIBUTES, 1},
};

/* The members of gl_PerVertex (§7.1.1), in order; gl_CullDistance from
 * GLSL 4.50, neither distance in ES. */
static const struct {
    const char *name;
    const char *type;
    int builtin;
} per_vertex_members[] = {
    {"gl_Position", "vec4", SpvBuiltInPosition},
    {"gl_PointSize", "float", SpvBuiltInPointSize},
    {"gl_ClipDistance", "float[]", SpvBuiltInClipDistance},
    {"gl_CullDistance", "float[]", SpvBuiltInCullDistance},
};

/* Built-in constants (§7.3), with the values of glslang's default resource
 * limits (the minimums Vulkan guarantees or more), so that shaders sized by
 * them compile alike; the first ES and desktop versions that declare each
 * (0: none), and the extension that must be enabled for it (the mesh
 * shader limits). ES is GLSL ES 3.20 §7.2 and §7.3 (the *Vectors names and
 * the 3.20 tessellation image and atomic counter limits, no clip or cull
 * distances, viewports, transform feedback or *Components limits but the
 * geometry and tessellation ones); desktop is GLSL 4.60 §7.3, whose version
 * 1.40 is the first Vulkan takes, with each later limit from the version
 * glslang declares it in: viewports and the *Vectors names 4.10, compute,
 * texel offsets and atomic counters 4.20 (GL_ARB_compute_shader and
 * GL_ARB_shader_atomic_counters are 4.20 extensions), transform feedback
 * 4.40, cull distances and samples 4.50. */
enum { ES = 310, GL = 140 };
static const struct {
    const char *name;
    unsigned count;
    ResourceLimit limit; /* count of them in a row: X, Y, Z */
    int es, desktop;
    const char *extension;
} builtin_constants[] = {
    /* the compatibility names glslang gives every desktop version (desktop_constant) */
    {"gl_MaxLights", 1, RESOURCE_MaxLights, 0, GL, NULL},
    {"gl_MaxClipPlanes", 1, RESOURCE_MaxClipPlanes, 0, GL, NULL},
    {"gl_MaxTextureUnits", 1, RESOURCE_MaxTextureUnits, 0, GL, NULL},
    {"gl_MaxTextureCoords", 1, RESOURCE_MaxTextureCoords, 0, GL, NULL},
    {"gl_MaxComputeWorkGroupCount", 3, RESOURCE_MaxComputeWorkGroupCountX, ES, 420, NULL},
    {"gl_MaxComputeWorkGroupSize", 3, RESOURCE_MaxComputeWorkGroupSizeX, ES, 420, NULL},
    {"gl_MaxComputeUniformComponents", 1, RESOURCE_MaxComputeUniformComponents, ES, 420, NULL},
    {"gl_MaxComputeTextureImageUnits", 1, RESOURCE_MaxComputeTextureImageUnits, ES, 420, NULL},
    {"gl_MaxComputeImageUniforms", 1, RESOURCE_MaxComputeImageUniforms, ES, 420, NULL},
    {"gl_MaxComputeAtomicCounters", 1, RESOURCE_MaxComputeAtomicCounters, ES, 420, NULL},
    {"gl_MaxComputeAtomicCounterBuffers", 1, RESOURCE_MaxComputeAtomicCounterBuffers, ES, 420, NULL},
    {"gl_MaxVertexAttribs", 1, RESOURCE_MaxVertexAttribs, ES, GL, NULL},
    {"gl_MaxVertexUniformComponents", 1, RESOURCE_MaxVertexUniformComponents, 0, GL, NULL},
    {"gl_MaxVaryingFloats", 1, RESOURCE_MaxVaryingFloats, 0, GL, NULL},
    {"gl_MaxVaryingComponents", 1, RESOURCE_MaxVaryingComponents, 0, GL, NULL},
    {"gl_MaxVertexOutputComponents", 1, RESOURCE_MaxVertexOutputComponents, 0, GL, NULL},
    {"gl_MaxGeometryInputComponents", 1, RESOURCE_MaxGeometryInputComponents, ES, GL, NULL},
    {"gl_MaxGeometryOutputComponents", 1, RESOURCE_MaxGeometryOutputComponents, ES, GL, NULL},
    {"gl_MaxFragmentInputComponents", 1, RESOURCE_MaxFragmentInputComponents, 0, GL, NULL},
    {"gl_MaxVertexTextureImageUnits", 1, RESOURCE_MaxVertexTextureImageUnits, ES, GL, NULL},
    {"gl_MaxCombinedTextureImageUnits", 1, RESOURCE_MaxCombinedTextureImageUnits, ES, GL, NULL},
    {"gl_MaxTextureImageUnits", 1, RESOURCE_MaxTextureImageUnits, ES, GL, NULL},
    {"gl_MaxFragmentUniformComponents", 1, RESOURCE_MaxFragmentUniformComponents, 0, GL, NULL},
    {"gl_MaxDrawBuffers", 1, RESOURCE_MaxDrawBuffers, ES, GL, NULL},
    {"gl_MaxClipDistances", 1, RESOURCE_MaxClipDistances, 0, GL, NULL},
    {"gl_MaxCullDistances", 1, RESOURCE_MaxCullDistances, 0, 450, NULL},
    {"gl_MaxCombinedClipAndCullDistances", 1, RESOURCE_MaxCombinedClipAndCullDistances, 0, 450, NULL},
    {"gl_MaxGeometryTextureImageUnits", 1, RESOURCE_MaxGeometryTextureImageUnits, ES, GL, NULL},
    {"gl_MaxGeometryOutputVertices", 1, RESOURCE_MaxGeometryOutputVertices, ES, GL, NULL},
    {"gl_MaxGeometryTotalOutputComponents", 1, RESOURCE_MaxGeometryTotalOutputComponents, ES, GL, NULL},
    {"gl_MaxGeometryUniformComponents", 1, RESOURCE_MaxGeometryUniformComponents, ES, GL, NULL},
    {"gl_MaxGeometryVaryingComponents", 1, RESOURCE_MaxGeometryVaryingComponents, 0, GL, NULL},
    {"gl_MaxTessControlInputComponents", 1, RESOURCE_MaxTessControlInputComponents, ES, GL, NULL},
    {"gl_MaxTessControlOutputComponents", 1, RESOURCE_MaxTessControlOutputComponents, ES, GL, NULL},
    {"gl_MaxTessControlTextureImageUnits", 1, RESOURCE_MaxTessControlTextureImageUnits, ES, GL, NULL},
    {"gl_MaxTessControlUniformComponents", 1, RESOURCE_MaxTessControlUniformComponents, ES, GL, NULL},
    {"gl_MaxTessControlTotalOutputComponents", 1, RESOURCE_MaxTessControlTotalOutputComponents, ES, GL, NULL},
    {"gl_MaxTessEvaluationInputComponents", 1, RESOURCE_MaxTessEvaluationInputComponents, ES, GL, NULL},
    {"gl_MaxTessEvaluationOutputComponents", 1, RESOURCE_MaxTessEvaluationOutputComponents, ES, GL, NULL},
    {"gl_MaxTessEvaluationTextureImageUnits", 1, RESOURCE_MaxTessEvaluationTextureImageUnits, ES, GL, NULL},
    {"gl_MaxTessEvaluationUniformComponents", 1, RESOURCE_MaxTessEvaluationUniformComponents, ES, GL, NULL},
    {"gl_MaxTessPatchComponents", 1, RESOURCE_MaxTessPatchComponents, ES, GL, NULL},
    {"gl_MaxPatchVertices", 1, RESOURCE_MaxPatchVertices, ES, GL, NULL},
    {"gl_MaxTessGenLevel", 1, RESOURCE_MaxTessGenLevel, ES, GL, NULL},
    {"gl_MaxViewports", 1, RESOURCE_MaxViewports, 0, 410, NULL},
    {"gl_MaxVertexUniformVectors", 1, RESOURCE_MaxVertexUniformVectors, ES, 410, NULL},
    {"gl_MaxFragmentUniformVectors", 1, RESOURCE_MaxFragmentUniformVectors, ES, 410, NULL},
    {"gl_MaxVaryingVectors", 1, RESOURCE_MaxVaryingVectors, 0, 410, NULL},
    {"gl_MaxVertexOutputVectors", 1, RESOURCE_MaxVertexOutputVectors, ES, 0, NULL},
    {"gl_MaxFragmentInputVectors", 1, RESOURCE_MaxFragmentInputVectors, ES, 0, NULL},
    {"gl_MinProgramTexelOffset", 1, RESOURCE_MinProgramTexelOffset, ES, 420, NULL},
    {"gl_MaxProgramTexelOffset", 1, RESOURCE_MaxProgramTexelOffset, ES, 420, NULL},
    {"gl_MaxImageUnits", 1, RESOURCE_MaxImageUnits, ES, GL, NULL},
    {"gl_MaxCombinedImageUnitsAndFragmentOutputs", 1, RESOURCE_MaxCombinedImageUnitsAndFragmentOutputs, 0, GL, NULL},
    {"gl_MaxCombinedShaderOutputResources", 1, RESOURCE_MaxCombinedShaderOutputResources, ES, GL, NULL},
    {"gl_MaxImageSamples", 1, RESOURCE_MaxImageSamples, 0, GL, NULL},
    {"gl_MaxVertexImageUniforms", 1, RESOURCE_MaxVertexImageUniforms, ES, GL, NULL},
    {"gl_MaxTessControlImageUniforms", 1, RESOURCE_MaxTessControlImageUniforms, 320, GL, NULL},
    {"gl_MaxTessEvaluationImageUniforms", 1, RESOURCE_MaxTessEvaluationImageUniforms, 320, GL, NULL},
    {"gl_MaxGeometryImageUniforms", 1, RESOURCE_MaxGeometryImageUniforms, ES, GL, NULL},
    {"gl_MaxFragmentImageUniforms", 1, RESOURCE_MaxFragmentImageUniforms, ES, GL, NULL},
    {"gl_MaxCombinedImageUniforms", 1, RESOURCE_MaxCombinedImageUniforms, ES, GL, NULL},
    {"gl_MaxVertexAtomicCounters", 1, RESOURCE_MaxVertexAtomicCounters, ES, 420, NULL},
    {"gl_MaxTessControlAtomicCounters", 1, RESOURCE_MaxTessControlAtomicCounters, 320, 420, NULL},
    {"gl_MaxTessEvaluationAtomicCounters", 1, RESOURCE_MaxTessEvaluationAtomicCounters, 320, 420, NULL},
    {"gl_MaxGeometryAtomicCounters", 1, RESOURCE_MaxGeometryAtomicCounters, ES, 420, NULL},
    {"gl_MaxFragmentAtomicCounters", 1, RESOURCE_MaxFragmentAtomicCounters, ES, 420, NULL},
    {"gl_MaxCombinedAtomicCounters", 1, RESOURCE_MaxCombinedAtomicCounters, ES, 420, NULL},
    {"gl_MaxAtomicCounterBindings", 1, RESOURCE_MaxAtomicCounterBindings, ES, 420, NULL},
    {"gl_MaxVertexAtomicCounterBuffers", 1, RESOURCE_MaxVertexAtomicCounterBuffers, ES, 420, NULL},
    {"gl_MaxTessControlAtomicCounterBuffers", 1, RESOURCE_MaxTessControlAtomicCounterBuffers, 320, 420, NULL},
    {"gl_MaxTessEvaluationAtomicCounterBuffers", 1, RESOURCE_MaxTessEvaluationAtomicCounterBuffers, 320, 420, NULL},
    {"gl_MaxGeometryAtomicCounterBuffers", 1, RESOURCE_MaxGeometryAtomicCounterBuffers, ES, 420, NULL},
    {"gl_MaxFragmentAtomicCounterBuffers", 1, RESOURCE_MaxFragmentAtomicCounterBuffers, ES, 420, NULL},
    {"gl_MaxCombinedAtomicCounterBuffers", 1, RESOURCE_MaxCombinedAtomicCounterBuffers, ES, 420, NULL},
    {"gl_MaxAtomicCounterBufferSize", 1, RESOURCE_MaxAtomicCounterBufferSize, ES, 420, NULL},
    {"gl_MaxTransformFeedbackBuffers", 1, RESOURCE_MaxTransformFeedbackBuffers, 0, 440, NULL},
    {"gl_MaxTransformFeedbackInterleavedComponents", 1, RESOURCE_MaxTransformFeedbackInterleavedComponents, 0, 440, NULL},
    {"gl_MaxSamples", 1, RESOURCE_MaxSamples, ES, 450, NULL},
    /* GL_EXT_mesh_shader and GL_NV_mesh_shader */
    {"gl_MaxMeshOutputVerticesEXT", 1, RESOURCE_MaxMeshOutputVerticesEXT, ES, 450, "GL_EXT_mesh_shader"},
    {"gl_MaxMeshOutputPrimitivesEXT", 1, RESOURCE_MaxMeshOutputPrimitivesEXT, ES, 450, "GL_EXT_mesh_shader"},
    {"gl_MaxMeshWorkGroupSizeEXT", 3, RESOURCE_MaxMeshWorkGroupSizeX_EXT, ES, 450, "GL_EXT_mesh_shader"},
    {"gl_MaxTaskWorkGroupSizeEXT", 3, RESOURCE_MaxTaskWorkGroupSizeX_EXT, ES, 450, "GL_EXT_mesh_shader"},
    {"gl_MaxMeshViewCountEXT", 1, RESOURCE_MaxMeshViewCountEXT, ES, 450, "GL_EXT_mesh_shader"},
    {"gl_MaxMeshOutputVerticesNV", 1, RESOURCE_MaxMeshOutputVerticesNV, 320, 450, "GL_NV_mesh_shader"},
    {"gl_MaxMeshOutputPrimitivesNV", 1, RESOURCE_MaxMeshOutputPrimitivesNV, 320, 450, "GL_NV_mesh_shader"},
    {"gl_MaxMeshWorkGroupSizeNV", 3, RESOURCE_MaxMeshWorkGroupSizeX_NV, 320, 450, "GL_NV_mesh_shader"},
    {"gl_MaxTaskWorkGroupSizeNV", 3, RESOURCE_MaxTaskWorkGroupSizeX_NV, 320, 450, "GL_NV_mesh_shader"},
    {"gl_MaxMeshViewCountNV", 1, RESOURCE_MaxMeshViewCountNV, 320, 450, "GL_NV_mesh_shader"},
};

enum { GL_MAX_PATCH_VERTICES = 32 };

/* The element type that a type name ("uvec3", "float[4]") starts with. A
 * table's name (constant data) is decoded once per compilation: the
 * answers are kept by its address. */
static const Type *builtin_element_type(Checker *c, const char *name, const char *bracket, int constant)
{
    for (size_t i = 0; constant && i < COUNT_OF(c->builtin_types); i++)
        if (c->builtin_types[i].name == name)
            return c->builtin_types[i].type;
    uint32_t code = 0;
    size_t len = bracket ? (size_t)(bracket - name) : strlen(name);
    const Type *t = type_code_from_name(name, len, &code) ? type_from_code(c->tt, code)
                                                          : check_opengl_struct_type(c, name, len);
    if (constant) {
        unsigned slot = c->builtin_types_next++ % COUNT_OF(c->builtin_types);
        c->builtin_types[slot].name = name;
        c->builtin_types[slot].type = t;
    }
    return t;
}

static const Type *builtin_type(Checker *c, const char *name, int constant)
{
    const char *bracket = strchr(name, '[');
    const Type *t = builtin_element_type(c, name, bracket, constant);
    if (!bracket)
        return t;
    if (bracket[1] == ']')
        return type_implicit_array(c->tt, t, IMPLICIT_BY_USE);
    if (bracket[1] == '*')
        return type_implicit_array(c->tt, t, IMPLICIT_BY_USE_ANY_INDEX);
    if (bracket[1] == 'L') /* "[L]": gl_MaxLights of them */
        return type_array(c->tt, t, (uint32_t)glsl_resource(c->g, RESOURCE_MaxLights));
    return type_array(c->tt, t, (uint32_t)strtoul(bracket + 1, NULL, 10));
}

const Type *stage_builtin_type(Checker *c, const char *name)
{
    return builtin_type(c, name, 1);
}

const Type *stage_builtin_type_made(Checker *c, const char *name)
{
    return builtin_type(c, name, 0);
}

/* Whether the profile and version have built-in constant `i`; the
 * compatibility limit gl_MaxVaryingFloats is gone from desktop 4.20 on. */
static int constant_in_profile(const Checker *c, size_t i)
{
    int first = c->pp->profile == PROFILE_ES ? builtin_constants[i].es : builtin_constants[i].desktop;
    first = check_opengl_constant_version(c, builtin_constants[i].name, first);
    if (!first || c->pp->version < first)
        return 0;
    if (builtin_constants[i].extension && !check_extension_enabled(c, builtin_constants[i].extension))
        return 0;
    return strcmp(builtin_constants[i].name, "gl_MaxVaryingFloats") || c->pp->version < 420;
}

/* The built-in constant `name`, declared in the global scope when first
 * named (most shaders name none: declaring all ~80 up front cost every
 * compilation its share). NULL when there is none. */
int check_builtin_limit(const Checker *c, const char *name, unsigned k)
{
    for (size_t i = 0; i < COUNT_OF(builtin_constants); i++)
        if (strcmp(builtin_constants[i].name, name) == 0 && k < builtin_constants[i].count)
            return glsl_resource(c->g, (ResourceLimit)(builtin_constants[i].limit + k));
    return 0;
}

Symbol *check_builtin_constant(Checker *c, const char *name)
{
    if (strncmp(name, "gl_M", 4) != 0)
        return check_ray_constant(c, name);
    for (size_t i = 0; i < COUNT_OF(builtin_constants); i++) {
        if (strcmp(builtin_constants[i].name, name) != 0)
            continue;
        if (!constant_in_profile(c, i))
            return NULL;
        unsigned n = builtin_constants[i].count;
        const Type *t = type_vector(c->tt, c->tt->int_, n);
        Symbol *s = new_symbol(c, SYM_VARIABLE, builtin_constants[i].name, t, (SrcLoc){0, 0, 0});
        ConstValue *v = const_zero(c->a, t, glsl_limit(c->g, GLSPV_LIMIT_CONSTANT_ELEMENTS));
        for (unsigned k = 0; v && k < n; k++)
            v->comps[k].i = glsl_resource(c->g, (ResourceLimit)(builtin_constants[i].limit + k));
        s->flags = QF_CONST;
        s->value = v;
        s->is_global = 1;
        scope_add(c->a, c->globals, s);
        return s;
    }
    return NULL;
}

/* ---- per-vertex arrays ---- */

/* Whether `in`/`out` variables with these qualifiers hold one element per
 * vertex of the patch or primitive (§4.3.4-4.3.6): tessellation control
 * inputs and outputs, tessellation evaluation and geometry inputs. */
int check_is_per_vertex(const Checker *c, StorageQual storage, uint32_t flags)
{
    if (flags & QF_PATCH)
        return 0;
    switch (c->stage) {
    case STAGE_TESS_CONTROL: return storage == SQ_IN || storage == SQ_OUT;
    case STAGE_TESS_EVALUATION: case STAGE_GEOMETRY: return storage == SQ_IN;
    case STAGE_FRAGMENT: return storage == SQ_IN && (flags & QF_PERVERTEX); /* the triangle's 3 vertices */
    case STAGE_MESH: return storage == SQ_OUT; /* one element per vertex or per primitive */
    default: return 0;
    }
}

/* The vertex count that sizes per-vertex arrays (`how` is an IMPLICIT_*
 * kind), 0 while not declared. */
static uint32_t vertex_count(const Checker *c, int how)
{
    const StageLayout *l = &c->unit->stage_layout;
    if (c->stage == STAGE_MESH)
        return check_mesh_array_length(c, how);
    if (how == IMPLICIT_PER_VERTEX_OUT)
        return (uint32_t)(l->vertices > 0 ? l->vertices : 0);
    if (c->stage == STAGE_FRAGMENT)
        return 3; /* pervertexEXT inputs */
    if (c->stage != STAGE_GEOMETRY)
        return GL_MAX_PATCH_VERTICES;
    switch (l->input_primitive) {
    case SpvExecutionModeInputPoints: return 1;
    case SpvExecutionModeInputLines: return 2;
    case SpvExecutionModeInputLinesAdjacency: return 4;
    case SpvExecutionModeTriangles: return 3;
    case SpvExecutionModeInputTrianglesAdjacency: return 6;
    default: return 0;
    }
}

Type *stage_per_vertex_array(Checker *c, const Type *elem, int how)
{
    Type *t = type_implicit_array(c->tt, elem, how);
    t->length = vertex_count(c, how);
    return t;
}

/* The type of a per-vertex `in`/`out` variable or block declared as `t`:
 * `[]` is sized by the stage; other sizes must agree with it. */
const Type *check_per_vertex_type(Checker *c, const Type *t, StorageQual storage, uint32_t flags, const char *name,
                                  SrcLoc loc)
{
    int output = storage == SQ_OUT;
    /* Mesh outputs have one element per vertex, or per primitive when perprimitiveEXT. */
    int how = c->stage == STAGE_MESH && (flags & QF_PERPRIMITIVE) ? IMPLICIT_PER_PRIMITIVE
              : output ? IMPLICIT_PER_VERTEX_OUT : IMPLICIT_PER_VERTEX_IN;
    if (t->kind == TY_ERROR)
        return t;
    if (t->kind != TY_ARRAY) {
        check_error(c, loc, "'%s' must be an array: %s of %s shaders have one element per %s ('%s[]')",
                    name, output ? "outputs" : "inputs", glsl_stage_long_name(c->stage),
                    how == IMPLICIT_PER_PRIMITIVE ? "primitive" : "vertex", name);
        return c->tt->error;
    }
    if (t->implicit)
        return t;
    if (t->length == 0 && !t->spec_length)
        return stage_per_vertex_array(c, t->elem, how);
    uint32_t want = vertex_count(c, how);
    if (want && t->length != want && c->stage == STAGE_MESH)
        check_error(c, loc, "'%s' has %u elements, but %s is %u", name, t->length,
                    how == IMPLICIT_PER_PRIMITIVE ? "max_primitives" : "max_vertices", want);
    else if (want && t->length != want && (c->stage == STAGE_TESS_CONTROL || c->stage == STAGE_TESS_EVALUATION) &&
             !output)
        /* §4.3.4: the patch may have up to gl_MaxPatchVertices vertices */
        check_error(c, loc, "'%s' has %u elements, but tessellation per-vertex inputs have gl_MaxPatchVertices (%u) "
                    "or no size ('%s[]')", name, t->length, want, name);
    else if (want && t->length != want)
        check_error(c, loc, "'%s' has %u elements, but the %s has %u vertices", name, t->length,
                    output ? "output patch" : "input primitive", want);
    return t;
}

/* Per-vertex arrays sized before the primitive or patch size that must
 * agree with it was declared (§4.3.4, §4.3.6): checked once it is. */
void stage_check_sized_before(Checker *c, StorageQual storage, SrcLoc at)
{
    int how = storage == SQ_OUT ? IMPLICIT_PER_VERTEX_OUT : IMPLICIT_PER_VERTEX_IN;
    uint32_t want = vertex_count(c, how);
    for (size_t i = 0; want && i < c->unit->globals.len; i++) {
        const Symbol *s = c->unit->globals.data[i];
        if (s->storage != storage || !check_is_per_vertex(c, s->storage, s->flags) || s->builtin_block ||
            s->type->kind != TY_ARRAY || s->type->implicit || !s->type->length || s->type->length == want)
            continue;
        check_error(c, at, "'%s' (line %u) has %u elements, but the %s declared here has %u vertices", s->name,
                    s->loc.line, s->type->length, storage == SQ_OUT ? "output patch" : "input primitive", want);
    }
}

/* Sizes the per-vertex arrays once the primitive or patch size is known. */
void stage_size_per_vertex_arrays(Checker *c)
{
    for (size_t i = 0; i < c->tt->all.len; i++) {
        Type *t = c->tt->all.data[i];
        if (t->implicit == IMPLICIT_PER_VERTEX_IN || t->implicit == IMPLICIT_PER_VERTEX_OUT ||
            t->implicit == IMPLICIT_PER_PRIMITIVE || t->implicit == IMPLICIT_PRIMITIVE_INDICES)
            t->length = vertex_count(c, t->implicit);
    }
}

/* ---- gl_PerVertex ---- */

/* The gl_PerVertex block of one direction: anonymous (its members are
 * names of their own) or an array of blocks named `instance` (gl_in,
 * gl_out). */
static void declare_per_vertex(Checker *c, StorageQual storage, const char *instance)
{
    int es = c->pp->profile == PROFILE_ES;
    Field fields[COUNT_OF(per_vertex_members) + COUNT_OF(ext_per_vertex_members)];
    uint32_t count = 0;
    for (size_t i = 0; i < COUNT_OF(per_vertex_members); i++) {
        int builtin = per_vertex_members[i].builtin;
        if ((es && (builtin == SpvBuiltInClipDistance || builtin == SpvBuiltInCullDistance)) ||
            (builtin == SpvBuiltInCullDistance && c->pp->version < 450))
            continue;
        Field f = {0};
        f.name = per_vertex_members[i].name;
        f.type = stage_builtin_type(c, per_vertex_members[i].type);
        f.offset = f.align = f.location = f.component = -1;
        f.builtin = builtin;
        fields[count++] = f;
    }
    for (size_t i = 0; instance && i < COUNT_OF(ext_per_vertex_members); i++) {
        if (!check_ext_enabled(c, ext_per_vertex_members[i].ext) ||
            (ext_per_vertex_members[i].output_only && storage != SQ_OUT))
            continue;
        Field f = {0};
        f.name = ext_per_vertex_members[i].name;
        f.type = stage_builtin_type(c, ext_per_vertex_members[i].type);
        f.offset = f.align = f.location = f.component = -1;
        f.builtin = ext_per_vertex_members[i].builtin;
        fields[count++] = f;
    }
    Type *block = type_struct(c->tt, "gl_PerVertex", fields, count, 1);
    const Type *t = instance ? stage_per_vertex_array(c, block, storage == SQ_OUT ? IMPLICIT_PER_VERTEX_OUT
                                                                            : IMPLICIT_PER_VERTEX_IN) : block;
    Symbol *v = new_symbol(c, SYM_VARIABLE, instance ? instance : "gl_PerVertex", t, (SrcLoc){0, 0, 0});
    v->storage = storage;
    v->is_global = 1;
    v->builtin_block = 1;
    v->per_vertex = instance != NULL;
    c->per_vertex[storage == SQ_OUT] = v;
    if (instance) {
        scope_add(c->a, c->scope, v);
        return;
    }
    for (uint32_t i = 0; i < count; i++) {
        Symbol *m = new_symbol(c, SYM_BLOCK_MEMBER, fields[i].name, block->fields[i].type, (SrcLoc){0, 0, 0});
        m->block = v;
        m->member = i;
        m->storage = storage;
        m->is_global = 1;
        m->builtin = fields[i].builtin;
        scope_add(c->a, c->scope, m);
    }
}

/* The built-in variable tables, one after another: builtin_vars, then
 * opengl_vars, then ext_builtin_vars (a name in two answers with the later
 * one, as when they were declared in that order). */
#define BUILTIN_ROWS (COUNT_OF(builtin_vars) + COUNT_OF(opengl_vars) + COUNT_OF(ext_builtin_vars))

static const BuiltinVar *builtin_row(size_t i)
{
    if (i < COUNT_OF(builtin_vars))
        return &builtin_vars[i];
    i -= COUNT_OF(builtin_vars);
    if (i < COUNT_OF(opengl_vars))
        return &opengl_vars[i].var;
    return &ext_builtin_vars[i - COUNT_OF(opengl_vars)].var;
}

/* Whether row i of the tables is this stage's, here (version, profile,
 * client, the extensions that bring it). */
static int builtin_row_here(const Checker *c, size_t i)
{
    const BuiltinVar *b = builtin_row(i);
    if (!(b->stages & BIT(c->stage)))
        return 0;
    if (i < COUNT_OF(builtin_vars)) {
        if (c->pp->profile == PROFILE_ES && (b->builtin == SpvBuiltInClipDistance || b->builtin == SpvBuiltInCullDistance))
            return 0;
        if (b->builtin == SpvBuiltInCullDistance && c->pp->version < 450)
            return 0;
        /* Vulkan's: OpenGL has gl_VertexID and gl_InstanceID */
        return !((b->builtin == SpvBuiltInVertexIndex || b->builtin == SpvBuiltInInstanceIndex) &&
                 !c->g->opts->vulkan_version);
    }
    i -= COUNT_OF(builtin_vars);
    if (i < COUNT_OF(opengl_vars))
        return opengl_var_here(c, i);
    /* Those of the fragment and geometry extensions only with their
     * extension (a shader may declare gl_FragStencilRefARB itself, with
     * spirv_decorate); check_ext_var_missing names it otherwise. */
    BuiltinExt ext = ext_builtin_vars[i - COUNT_OF(opengl_vars)].ext;
    return !(ext >= BEXT_SHADER_CLOCK && ext <= BEXT_FRAGMENT_MASK && !check_ext_enabled(c, ext));
}

/* The rows by name: builtin_vars_index.h, which scripts/gen-builtin-index.py
 * generates from the three tables (make builtin-index; make check finds it
 * stale). A miss of the global scope asks it: walking every row was some
 * thousands of instructions a name. */
#include "glsl/check/builtin_vars_index.h"

_Static_assert(COUNT_OF(builtin_vars) == BUILTIN_VAR_INDEX_BUILTIN_VARS &&
               COUNT_OF(opengl_vars) == BUILTIN_VAR_INDEX_OPENGL_VARS &&
               COUNT_OF(ext_builtin_vars) == BUILTIN_VAR_INDEX_EXT_BUILTIN_VARS,
               "builtin_vars_index.h is stale: run make builtin-index");

/* {first place in builtin_var_index_rows, count} of the rows named `name`;
 * NULL: none. */
static const uint16_t *builtin_var_name(const char *name)
{
    uint32_t mask = BUILTIN_VAR_INDEX_SLOTS - 1;
    for (uint32_t i = hash_string(name) & mask;; i = (i + 1) & mask) {
        unsigned k = builtin_var_index_slots[i];
        if (!k)
            return NULL;
        const uint16_t *span = builtin_var_index_names[k - 1];
        if (strcmp(builtin_row(builtin_var_index_rows[span[0]])->name, name) == 0)
            return span;
    }
}

/* Declares the rows of the tables that this stage has named `name`, in
 * table order; `name` NULL: every one not declared yet. The global scope's
 * miss (scope_set_miss), run with the checker as it was when the built-ins
 * were due (check_declare_builtins): the first unit's index, the newest of
 * the units' #versions, every #extension of the source. */
static Symbol *declare_builtin_vars(void *user, const char *name)
{
    Checker *c = user;
    if (!name) {
        /* Each pending name through its own lookup: one the scope has
         * already (declared after the rows, or by the shader) stays. */
        for (size_t i = 0; i < BUILTIN_ROWS; i++)
            if ((builtin_row(i)->stages & BIT(c->stage)) && !c->builtin_declared[i])
                scope_lookup_local(c->globals, builtin_row(i)->name);
        return NULL;
    }
    /* Only gl_ names are built-in: every other miss ends here. */
    if (name[0] != 'g' || name[1] != 'l' || name[2] != '_')
        return NULL;
    const PpOutput *pp = c->pp;
    uint32_t at_token = c->at_token;
    int unit_index = c->unit_index;
    c->pp = c->builtins_pp;
    c->at_token = UINT32_MAX;
    c->unit_index = 0;
    Symbol *last = NULL;
    const uint16_t *span = builtin_var_name(name);
    for (uint16_t k = 0; span && k < span[1]; k++) {
        size_t i = builtin_var_index_rows[span[0] + k];
        const BuiltinVar *b = builtin_row(i);
        if (c->builtin_declared[i] || !builtin_row_here(c, i))
            continue;
        Symbol *s = new_symbol(c, SYM_VARIABLE, b->name, stage_builtin_type(c, b->type), (SrcLoc){0, 0, 0});
        s->storage = b->storage;
        s->builtin = b->builtin;
        s->is_global = 1;
        if (i >= COUNT_OF(builtin_vars) + COUNT_OF(opengl_vars))
            s->precision = ext_builtin_vars[i - COUNT_OF(builtin_vars) - COUNT_OF(opengl_vars)].precision;
        else if (i < COUNT_OF(builtin_vars))
            s->flags = b->flags;
        c->builtin_declared[i] = 1;
        scope_add(c->a, c->globals, s);
        last = s;
    }
    c->pp = pp;
    c->at_token = at_token;
    c->unit_index = unit_index;
    return last;
}

void check_declare_builtins(Checker *c)
{
    /* The built-in variables of the tables come at their first lookup:
     * a stage has dozens and most shaders name a few (declaring them all
     * was a quarter of compiling an empty shader). What follows, the
     * blocks and the rest, is declared now: a lookup finds it first, as
     * it was declared after the tables' rows. */
    c->builtins_pp = c->pp;
    c->builtin_declared = arena_alloc(c->a, BUILTIN_ROWS);
    scope_set_miss(c->globals, declare_builtin_vars, c);
    if (c->stage == STAGE_TESS_CONTROL && c->pp->profile == PROFILE_ES) {
        /* GLSL ES 3.20 §7.1.3: the primitive bounding box, a hint a device may
         * ignore; Vulkan has none, so it is a private array nothing reads
         * (as glslang, which makes it an output no stage consumes). */
        static const char *const names[3] = {"gl_BoundingBox", "gl_BoundingBoxEXT", "gl_BoundingBoxOES"};
        for (int i = 0; i < 3; i++) {
            Symbol *s = new_symbol(c, SYM_VARIABLE, names[i], stage_builtin_type(c, "vec4[2]"), (SrcLoc){0, 0, 0});
            s->is_global = 1;
            scope_add(c->a, c->scope, s);
        }
    }
    if (c->stage == STAGE_FRAGMENT && c->pp->profile != PROFILE_ES && c->pp->version < 420) {
        /* The compatibility outputs glslang keeps before GLSL 4.20: user
         * outputs at location 0, made only when used. */
        static const char *const names[2] = {"gl_FragColor", "gl_FragData"};
        for (int i = 0; i < 2; i++) {
            Symbol *s = new_symbol(c, SYM_VARIABLE, names[i], stage_builtin_type(c, i ? "vec4[32]" : "vec4"),
                                   (SrcLoc){0, 0, 0});
            s->storage = SQ_OUT;
            s->is_global = 1;
            s->location = 1;
            scope_add(c->a, c->scope, s);
        }
    }
    check_mesh_declare_builtins(c);
    check_ray_declare_builtins(c);
    switch (c->stage) {
    case STAGE_VERTEX:
        declare_per_vertex(c, SQ_OUT, NULL);
        break;
    case STAGE_TESS_CONTROL:
        declare_per_vertex(c, SQ_IN, "gl_in");
        declare_per_vertex(c, SQ_OUT, "gl_out");
        break;
    case STAGE_TESS_EVALUATION: case STAGE_GEOMETRY:
        declare_per_vertex(c, SQ_IN, "gl_in");
        declare_per_vertex(c, SQ_OUT, NULL);
        break;
    case STAGE_COMPUTE: case STAGE_TASK: case STAGE_MESH: {
        /* gl_WorkGroupSize is a constant once local_size is known. */
        Symbol *s = new_symbol(c, SYM_VARIABLE, "gl_WorkGroupSize", type_vector(c->tt, c->tt->uint_, 3),
                               (SrcLoc){0, 0, 0});
        s->flags = QF_CONST;
        s->builtin = SpvBuiltInWorkgroupSize;
        s->is_global = 1;
        scope_add(c->a, c->scope, s);
        break;
    }
    default:
        break;
    }
}

BuiltinExt builtin_var_ext(Stage stage, const char *name, int builtin)
{
    for (size_t i = 0; i < COUNT_OF(ext_builtin_vars); i++) {
        const BuiltinVar *b = &ext_builtin_vars[i].var;
        if (b->builtin == builtin && (b->stages & BIT(stage)) && strcmp(b->name, name) == 0)
            return ext_builtin_vars[i].ext;
    }
    return BEXT_NONE;
}

BuiltinExt check_builtin_var_ext(const Checker *c, const Symbol *s)
{
    return builtin_var_ext(c->stage, s->name, s->builtin);
}

/* GLSL ES built-in variables that need an extension: those of ES 3.20
 * in ES 3.10 (GL_OES_sample_variables; the geometry extensions give
 * fragment shaders gl_PrimitiveID and gl_Layer), and gl_PointSize in
 * tessellation and geometry shaders in every ES version (es 0). */
static const struct {
    const char *name;
    uint32_t stages;
    int es;             /* the version that has it without an extension; 0: none */
    const char *extensions[2];
} es_ext_vars[] = {
    {"gl_SampleID", FRAG, 320, {"GL_OES_sample_variables", NULL}},
    {"gl_SamplePosition", FRAG, 320, {"GL_OES_sample_variables", NULL}},
    {"gl_SampleMaskIn", FRAG, 320, {"GL_OES_sample_variables", NULL}},
    {"gl_SampleMask", FRAG, 320, {"GL_OES_sample_variables", NULL}},
    {"gl_PrimitiveID", FRAG, 320, {"GL_EXT_geometry_shader", "GL_OES_geometry_shader"}},
    {"gl_Layer", FRAG, 320, {"GL_EXT_geometry_shader", "GL_OES_geometry_shader"}},
    {"gl_BoundingBox", TESC, 320, {NULL, NULL}},
    {"gl_BoundingBoxEXT", TESC, 0, {"GL_EXT_primitive_bounding_box", NULL}},
    {"gl_BoundingBoxOES", TESC, 0, {"GL_OES_primitive_bounding_box", NULL}},
    {"gl_PointSize", TESC | TESE, 0, {"GL_EXT_tessellation_point_size", "GL_OES_tessellation_point_size"}},
    {"gl_PointSize", GEOM, 0, {"GL_EXT_geometry_point_size", "GL_OES_geometry_point_size"}},
};

int check_es_var_version(Checker *c, const char *name, SrcLoc loc)
{
    if (c->pp->profile != PROFILE_ES)
        return 1;
    for (size_t i = 0; i < COUNT_OF(es_ext_vars); i++) {
        const char *const *ext = es_ext_vars[i].extensions;
        int es = es_ext_vars[i].es;
        if (!(es_ext_vars[i].stages & BIT(c->stage)) || strcmp(es_ext_vars[i].name, name) != 0)
            continue;
        if ((es && c->pp->version >= es) || (ext[0] && check_extension_enabled(c, ext[0])) ||
            (ext[1] && check_extension_enabled(c, ext[1])))
            return 1;
        if (!ext[0]) {
            check_error(c, loc, "'%s' needs #version %d es", name, es);
            return 0;
        }
        const char *version = es ? arena_printf(c->a, "#version %d es or ", es) : "";
        const char *other = ext[1] ? arena_printf(c->a, " (or %s)", ext[1]) : "";
        check_error(c, loc, "'%s' in %s shaders needs %s#extension %s : enable%s", name,
                    glsl_stage_long_name(c->stage), version, ext[0], other);
        return 0;
    }
    return 1;
}

/* A name that is no variable here: 1 and a message when an extension's
 * built-in variable of this stage has it. */
int check_ext_var_missing(Checker *c, const char *name, SrcLoc loc)
{
    for (size_t i = 0; i < COUNT_OF(ext_builtin_vars); i++) {
        if ((ext_builtin_vars[i].var.stages & BIT(c->stage)) && strcmp(ext_builtin_vars[i].var.name, name) == 0) {
            check_ext_use(c, ext_builtin_vars[i].ext, name, loc);
            return 1;
        }
    }
    return 0;
}

int check_is_ext_builtin_var(const char *name)
{
    for (size_t i = 0; i < COUNT_OF(ext_builtin_vars); i++)
        if (strcmp(ext_builtin_vars[i].var.name, name) == 0)
            return 1;
    return mesh_is_builtin_var(name);
}

void check_set_work_group_size(Checker *c)
{
    Symbol *s = scope_lookup_local(c->globals, "gl_WorkGroupSize");
    if (!s)
        return;
    Scalar v[3];
    for (int i = 0; i < 3; i++)
        v[i].u = c->unit->local_size[i];
    ConstValue *cv = const_zero(c->a, s->type, glsl_limit(c->g, GLSPV_LIMIT_CONSTANT_ELEMENTS));
    if (cv)
        memcpy(cv->comps, v, sizeof v);
    s->value = cv;
    /* local_size_x_id = N makes the size a specialization constant. */
    const int *ids = c->unit->local_size_id;
    s->spec = ids[0] >= 0 || ids[1] >= 0 || ids[2] >= 0;
}

/* The type a redeclaration gives a built-in of type `old`: the same type,
 * or a size for an implicitly sized array. NULL when it may not. */
static const Type *redeclared_type(const Type *old, const Type *t)
{
    if (old == t)
        return old;
    /* Per-view members (float gl_ClipDistancePerViewNV[4][]): one such array per view. */
    if (old->kind == TY_ARRAY && !old->implicit && t->kind == TY_ARRAY && t->length == old->length &&
        old->elem->kind == TY_ARRAY && t->elem->kind == TY_ARRAY)
        return redeclared_type(old->elem, t->elem) ? old : NULL;
    if (old->kind != TY_ARRAY || !old->implicit || t->kind != TY_ARRAY || t->elem != old->elem)
        return NULL;
    if (t->length == 0)
        return old; /* float gl_ClipDistance[]; says nothing new */
    if (old->length > t->length)
        return NULL; /* an index used already does not fit */
    Type *sized = (Type *)old;
    sized->length = t->length;
    sized->implicit = 0;
    return sized;
}

/* gl_ClipDistance and gl_CullDistance redeclared with a size (GLSL 4.60
 * §7.1.1, §7.3): at most gl_MaxClipDistances (gl_MaxCullDistances)
 * elements, and both together at most gl_MaxCombinedClipAndCullDistances
 * (8 each, the limits glspv declares); `other` is the other array's size. */
static void check_distance_size(Checker *c, const char *name, const Type *t, uint32_t other, SrcLoc loc)
{
    int clip = strcmp(name, "gl_ClipDistance") == 0;
    if ((!clip && strcmp(name, "gl_CullDistance") != 0) || t->kind != TY_ARRAY || t->implicit)
        return;
    if (t->length > 8)
        check_error(c, loc, "'%s' is redeclared with %u elements, but gl_Max%sDistances is 8", name, t->length,
                    clip ? "Clip" : "Cull");
    else if (other && t->length + other > 8)
        check_error(c, loc, "gl_ClipDistance and gl_CullDistance have %u elements together, but "
                    "gl_MaxCombinedClipAndCullDistances is 8", t->length + other);
}

/* The size gl_ClipDistance (or gl_CullDistance) was redeclared with, 0 if none. */
static uint32_t distance_size(const Checker *c, const char *name)
{
    const Symbol *s = scope_lookup_local(c->globals, name);
    return s && s->type->kind == TY_ARRAY && !s->type->implicit ? s->type->length : 0;
}

/* `out gl_PerVertex { vec4 gl_Position; } ;` and `in gl_PerVertex {...}
 * gl_in[];` (§7.1.1): the block keeps only the members listed, which may
 * size the distance arrays or add qualifiers. */
void check_redeclare_per_vertex(Checker *c, Node *b)
{
    StorageQual storage = b->type->q->storage;
    Symbol *v = storage == SQ_IN || storage == SQ_OUT ? c->per_vertex[storage == SQ_OUT] : NULL;
    Symbol *mesh_block = check_mesh_builtin_block(c, b->name);
    if (mesh_block)
        v = storage == SQ_OUT ? mesh_block : NULL;
    if (!v) {
        check_error(c, b->loc, "%s shaders have no %s gl_PerVertex block to redeclare", glsl_stage_long_name(c->stage),
                    storage == SQ_IN ? "input" : storage == SQ_OUT ? "output" : "such");
        return;
    }
    if (v->used || v->redeclared) {
        check_error(c, b->loc, "%s is redeclared %s: redeclare it once, before any use of its members", b->name,
                    v->redeclared ? "twice" : "after its members are used");
        return;
    }
    v->redeclared = 1;
    int arrayed = v->type->kind == TY_ARRAY;
    const char *want = arrayed ? v->name : NULL;
    if ((want == NULL) != (b->instance == NULL) || (want && strcmp(want, b->instance) != 0)) {
        check_error(c, b->loc, want ? "the %s %s block must be redeclared with the instance name '%s[]'"
                                    : "the %s %s block must be redeclared without an instance name",
                    storage == SQ_IN ? "input" : "output", b->name, want);
        return;
    }
    const Type *old = arrayed ? v->type->elem : v->type;
    VEC(Field) fields = {0};
    for (size_t i = 0; i < b->list.len; i++) {
        const Node *decl = b->list.data[i];
        const Type *base = resolve_type(c, decl->type);
        for (size_t j = 0; j < decl->list.len; j++) {
            const Node *d = decl->list.data[j];
            const Field *f = NULL;
            for (uint32_t k = 0; k < old->field_count && !f; k++)
                if (strcmp(old->fields[k].name, d->name) == 0)
                    f = &old->fields[k];
            if (!f && mesh_block)
                f = mesh_optional_member(c, b->name, d->name);
            if (!f) {
                check_error(c, d->loc, "'%s' is not a member of %s in %s shaders", d->name, b->name,
                            glsl_stage_long_name(c->stage));
                continue;
            }
            const Type *t = apply_array(c, base, &d->array, NULL, d->loc);
            if (f->flags & QF_PERVIEW)
                t = check_mesh_per_view(c, t, d->name, d->loc);
            const Type *nt = redeclared_type(f->type, t);
            if (!nt) {
                check_error(c, d->loc, "'%s' is redeclared as %s, but it is %s", d->name, tname(c, t), tname(c, f->type));
                continue;
            }
            check_distance_size(c, d->name, nt, 0, d->loc);
            Field nf = *f;
            nf.type = nt;
            nf.loc = d->loc;
            nf.flags = decl->type->q->flags;
            nf.passthrough = layout_item(decl->type->q, "passthrough") != NULL;
            vec_push(c->a, &fields, nf);
        }
    }
    uint32_t clip = 0, cull = 0;
    const Field *last_distance = NULL;
    for (size_t k = 0; k < fields.len; k++) {
        const Field *f = &fields.data[k];
        int is_clip = strcmp(f->name, "gl_ClipDistance") == 0;
        if ((is_clip || strcmp(f->name, "gl_CullDistance") == 0) && f->type->kind == TY_ARRAY && !f->type->implicit &&
            f->type->length <= 8) {
            *(is_clip ? &clip : &cull) = f->type->length;
            last_distance = f;
        }
    }
    if (clip && cull)
        check_distance_size(c, last_distance->name, last_distance->type,
                            strcmp(last_distance->name, "gl_ClipDistance") == 0 ? cull : clip, last_distance->loc);
    if (!mesh_block && storage == SQ_OUT) { /* gl_Position and the like may be captured */
        check_xfb_block(c, b, fields.data, (uint32_t)fields.len);
        check_xfb_place(c, b->type->q, v);
    }
    Type *block = type_struct(c->tt, mesh_block ? b->name : "gl_PerVertex", fields.data, (uint32_t)fields.len, 1);
    const Type *vt = block;
    if (arrayed) {
        vt = apply_array(c, block, &b->array, NULL, b->loc);
        vt = check_per_vertex_type(c, vt, storage, v->flags, v->name, b->loc);
    }
    v->type = vt;
    v->decl_type = b->type; /* its layout: passthrough (GL_NV_geometry_shader_passthrough) */
    int passthrough = storage == SQ_IN && layout_item(b->type->q, "passthrough") != NULL;
    for (size_t k = 0; k < fields.len; k++)
        passthrough |= fields.data[k].passthrough;
    if (passthrough) /* in the module though no code reads it: its vertices are passed through */
        vec_push(c->a, &c->unit->globals, v);
    b->sym = v;
    b->ty = vt;
    if (arrayed)
        return;
    /* The anonymous block's members: renumbered, or gone. */
    for (size_t i = 0; i < COUNT_OF(per_vertex_members); i++) {
        Symbol *m = scope_lookup_local(c->globals, per_vertex_members[i].name);
        if (!m || m->kind != SYM_BLOCK_MEMBER || m->block != v)
            continue;
        m->hidden = 1;
        for (uint32_t k = 0; k < block->field_count; k++) {
            if (strcmp(block->fields[k].name, m->name) == 0) {
                m->hidden = 0;
                m->member = k;
                m->type = block->fields[k].type;
                m->flags |= block->fields[k].flags;
            }
        }
    }
}

/* ---- redeclared built-in variables ---- */

/* GLSL 4.60 4.4.1.3: "All redeclarations of gl_FragCoord ... must have the
 * same set of qualifiers" (origin_upper_left, pixel_center_integer). */
static int same_coord_conventions(const Qualifiers *a, const Qualifiers *b)
{
    return !layout_item(a, "origin_upper_left") == !layout_item(b, "origin_upper_left") &&
           !layout_item(a, "pixel_center_integer") == !layout_item(b, "pixel_center_integer");
}

/* Whether built-in `s`, used already, may still be redeclared as `t`:
 * gl_FragCoord when a first redeclaration came before the use (GLSL 4.60
 * 4.4.1.3: "the first redeclarations of gl_FragCoord must appear before any
 * use"), and an implicitly sized array given its size (4.1.9: such an array
 * may be redeclared later with a size; redeclared_type checks the indices
 * used so far fit). */
static int redeclarable_after_use(const Symbol *s, const Type *t)
{
    if (strcmp(s->name, "gl_FragCoord") == 0)
        return s->decl_type != NULL;
    return s->type->kind == TY_ARRAY && s->type->implicit && t->kind == TY_ARRAY && t->length;
}

/* `out float gl_ClipDistance[4];`, `invariant out vec4 gl_Position;`,
 * `layout(depth_less) out float gl_FragDepth;`: a built-in declared again
 * with a size or qualifiers. 1 when `d` is such a redeclaration. */
int check_redeclare_builtin(Checker *c, const Node *decl, const Node *d, const Type *t)
{
    Symbol *s = scope_lookup_local(c->globals, d->name);
    if (!s || s->kind == SYM_FUNCTION || (s->builtin < 0 && !s->builtin_block && !check_opengl_redeclarable(c, s)) ||
        s->unit != c->unit_index || (s->flags & QF_CONST))
        return 0;
    const Qualifiers *q = decl->type->q;
    if (s->storage != q->storage) {
        check_error(c, d->loc, "'%s' is a built-in %s: it cannot be redeclared as %s", d->name,
                    s->storage == SQ_IN ? "input" : "output", q->storage == SQ_IN ? "an input" : q->storage == SQ_OUT
                    ? "an output" : "something else");
        return 1;
    }
    if (s->kind == SYM_BLOCK_MEMBER && s->hidden) { /* its member index is the old block's */
        check_error(c, d->loc, "'%s' cannot be redeclared: the redeclared gl_PerVertex block leaves it out", d->name);
        return 1;
    }
    if (s->kind == SYM_BLOCK_MEMBER && !check_opengl_member_redeclarable(c, d))
        return 1;
    if (s->decl_type && strcmp(s->name, "gl_FragCoord") == 0 && !same_coord_conventions(s->decl_type->q, q)) {
        check_error(c, d->loc, "gl_FragCoord is redeclared with other layout qualifiers than before: its "
                    "redeclarations must all have the same ones");
        return 1;
    }
    if (s->used && !redeclarable_after_use(s, t)) {
        check_error(c, d->loc, "'%s' is redeclared after it is used: redeclare built-ins before using them", d->name);
        return 1;
    }
    const Type *nt = redeclared_type(s->type, t);
    if (!nt) {
        check_error(c, d->loc, "'%s' is redeclared as %s, but it is %s", d->name, tname(c, t), tname(c, s->type));
        return 1;
    }
    check_distance_size(c, d->name, nt,
                        distance_size(c, strcmp(d->name, "gl_ClipDistance") == 0 ? "gl_CullDistance" : "gl_ClipDistance"),
                        d->loc);
    s->type = nt;
    s->flags |= q->flags;
    s->decl_type = decl->type; /* its layout: viewport_relative (GL_NV_viewport_array2) */
    check_control_redeclare(c, s, q);
    if (s->kind == SYM_BLOCK_MEMBER) {
        Type *block = (Type *)(s->block->type->kind == TY_ARRAY ? s->block->type->elem : s->block->type);
        block->fields[s->member].flags |= q->flags;
    }
    check_stage_layout(c, q);
    ((Node *)d)->sym = s;
    ((Node *)d)->ty = s->type;
    return 1;
}

/* ---- the end of the unit ---- */

/* What the stage must have declared, and the sizes left to settle. */
/* The stages that came with a version, or with an extension before it. */
static const struct {
    Stage stage;
    const char *name;
    int desktop, es;
    const char *desktop_ext, *es_ext, *es_ext2;
} stage_versions[] = {
    {STAGE_COMPUTE, "compute", 430, 310, "GL_ARB_compute_shader", NULL, NULL},
    {STAGE_GEOMETRY, "geometry", 150, 320, NULL, "GL_EXT_geometry_shader", "GL_OES_geometry_shader"},
    {STAGE_TESS_CONTROL, "tessellation", 400, 320, "GL_ARB_tessellation_shader", "GL_EXT_tessellation_shader",
     "GL_OES_tessellation_shader"},
    {STAGE_TESS_EVALUATION, "tessellation", 400, 320, "GL_ARB_tessellation_shader", "GL_EXT_tessellation_shader",
     "GL_OES_tessellation_shader"},
};

static void check_stage_version(Checker *c)
{
    int es = c->pp->profile == PROFILE_ES;
    for (size_t i = 0; i < COUNT_OF(stage_versions); i++) {
        if (stage_versions[i].stage != c->stage)
            continue;
        int version = es ? stage_versions[i].es : stage_versions[i].desktop;
        const char *ext = es ? stage_versions[i].es_ext : stage_versions[i].desktop_ext;
        const char *ext2 = es ? stage_versions[i].es_ext2 : NULL;
        if (c->pp->version >= version || (ext && check_extension_enabled(c, ext)) ||
            (ext2 && check_extension_enabled(c, ext2)))
            return;
        SrcLoc at = c->pp->version_given ? c->pp->version_loc : check_shader_loc(c);
        if (ext)
            glsl_error(c->g, at, "%s shaders need #version %d%s or #extension %s : enable", stage_versions[i].name, version,
                       es ? " es" : "", ext);
        else
            glsl_error(c->g, at, "%s shaders need #version %d%s or later", stage_versions[i].name, version,
                       es ? " es" : "");
    }
}

/* Constant indices into per-vertex arrays used before the primitive or the
 * patch size was declared (§4.3.8.1: the size is the shader's whole; glslang
 * checks them at the end too). */
static void check_early_indices(Checker *c)
{
    for (size_t i = 0; i < c->early_indices.len; i++) {
        const EarlyIndex *e = &c->early_indices.data[i];
        if (e->array->length && e->index >= e->array->length)
            check_error(c, e->loc, "index %llu is out of range for %s: the %s declared later has %u vertices",
                        (unsigned long long)e->index, e->name,
                        e->array->implicit == IMPLICIT_PER_VERTEX_OUT ? "output patch" : "input primitive",
                        e->array->length);
    }
}

static int names(Checker *c, const char *name)
{
    const Symbol *s = scope_lookup_local(c->globals, name);
    return s && (s->used || s->redeclared);
}

/* The stage's own built-in variable with BuiltIn `builtin` and `storage`
 * that the shader names or redeclares, or NULL. */
static const char *named_builtin(Checker *c, int builtin, StorageQual storage)
{
    for (size_t i = 0; i < COUNT_OF(builtin_vars); i++)
        if (builtin_vars[i].builtin == builtin && builtin_vars[i].storage == storage &&
            (builtin_vars[i].stages & BIT(c->stage)) && names(c, builtin_vars[i].name))
            return builtin_vars[i].name;
    int per_vertex_out = storage == SQ_OUT && c->stage != STAGE_FRAGMENT;
    for (size_t i = 0; per_vertex_out && i < COUNT_OF(per_vertex_members); i++)
        if (per_vertex_members[i].builtin == builtin && names(c, per_vertex_members[i].name))
            return per_vertex_members[i].name;
    return NULL;
}

/* GL_EXT_spirv_intrinsics: a variable the shader makes built-in N
 * (spirv_decorate(11, N)) next to the stage's own built-in N, or another
 * such variable, of one storage: an entry point's interface has each
 * BuiltIn once per storage class (VUID-StandaloneSpirv-OpEntryPoint-09658). */
static void check_spirv_builtins_once(Checker *c)
{
    for (size_t i = 0; i < c->unit->globals.len; i++) {
        const Symbol *s = c->unit->globals.data[i];
        const SpirvDecoration *d = check_spirv_decoration_of(s->spirv_decorations, SpvDecorationBuiltIn);
        if (!d || !d->operand_count || (s->storage != SQ_IN && s->storage != SQ_OUT))
            continue;
        int builtin = (int)d->operands[0].word;
        const char *other = named_builtin(c, builtin, s->storage);
        for (size_t k = 0; k < i && !other; k++) {
            const Symbol *t = c->unit->globals.data[k];
            const SpirvDecoration *e = check_spirv_decoration_of(t->spirv_decorations, SpvDecorationBuiltIn);
            if (e && e->operand_count && (int)e->operands[0].word == builtin && t->storage == s->storage)
                other = t->name;
        }
        const SpvEnumerantInfo *known = spv_enumerant_by_value(SPV_KIND_BuiltIn, (uint32_t)builtin);
        if (other)
            check_error(c, d->loc, "'%s' is built-in %s (spirv_decorate(11, %d)), and so is the %s '%s': an entry "
                        "point has each built-in once per storage class", s->name, known ? known->name : "?",
                        builtin, s->storage == SQ_IN ? "input" : "output", other);
    }
}

void check_finish_stage(Checker *c)
{
    check_stage_version(c);
    check_spirv_builtins_once(c);
    StageLayout *l = &c->unit->stage_layout;
    SrcLoc none = check_shader_loc(c);
    stage_size_per_vertex_arrays(c);
    check_early_indices(c);
    check_xfb_finish(c);
    /* OpenGL takes the stage's layouts from any shader of the stage: a
     * missing one is a link error there. */
    switch (c->g->opts->without_spirv ? STAGE_COUNT : c->stage) {
    case STAGE_TESS_CONTROL:
        if (l->vertices <= 0)
            glsl_link_error(c->g, none, "a tessellation control shader must declare its patch size: "
                       "layout(vertices = N) out;");
        break;
    case STAGE_TESS_EVALUATION:
        if (!l->input_primitive)
            glsl_link_error(c->g, none, "a tessellation evaluation shader must declare its primitive: "
                       "layout(triangles) in; (or quads, isolines)");
        break;
    case STAGE_GEOMETRY:
        if (c->unit->passthrough)
            check_passthrough_finish(c); /* the output primitive and max_vertices are implied */
        if (!l->input_primitive)
            glsl_link_error(c->g, none, "a geometry shader must declare its input primitive: layout(triangles) in; "
                       "(or points, lines, lines_adjacency, triangles_adjacency)");
        if (!l->output_primitive)
            glsl_link_error(c->g, none, "a geometry shader must declare its output primitive: "
                       "layout(triangle_strip) out; (or points, line_strip)");
        if (l->max_vertices < 0)
            glsl_link_error(c->g, none, "a geometry shader must declare how many vertices it emits at most: "
                       "layout(max_vertices = N) out;");
        break;
    default:
        break;
    }
    if (c->stage == STAGE_FRAGMENT || c->stage == STAGE_COMPUTE)
        check_control_finish(c);
    check_mesh_finish(c);
    /* Implicitly sized arrays never indexed (an unused gl_ClipDistance)
     * take one element, as glslang gives them. */
    for (size_t i = 0; i < c->tt->all.len; i++) {
        Type *t = c->tt->all.data[i];
        if (t->implicit && !t->length)
            t->length = 1;
    }
}
