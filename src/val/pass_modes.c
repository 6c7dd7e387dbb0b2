/* glspv-val: entry points and execution modes. An entry point names a
 * function returning void with no parameters; its interface lists
 * OpVariables (only Input and Output ones before SPIR-V 1.4, every global
 * the entry point uses from 1.4 on); modes suit the execution model, and
 * the models that need some have them (a compute size, a fragment origin,
 * a geometry shader's primitives and vertex count, a tessellation control
 * shader's patch size). */
#include "val/val.h"

/* Which execution models a mode belongs to: 'F' fragment, 'C' compute
 * (and kernels, task, mesh), 'G' geometry, 'T' tessellation, 'M' mesh/task
 * or geometry, '*' any. */
static char mode_models(uint32_t mode)
{
    switch (mode) {
    case SpvExecutionModeOriginUpperLeft: case SpvExecutionModeOriginLowerLeft:
    case SpvExecutionModePixelCenterInteger: case SpvExecutionModeEarlyFragmentTests:
    case SpvExecutionModeDepthReplacing: case SpvExecutionModeDepthGreater: case SpvExecutionModeDepthLess:
    case SpvExecutionModeDepthUnchanged:
        return 'F';
    case SpvExecutionModeLocalSize: case SpvExecutionModeLocalSizeId:
        return 'C';
    case SpvExecutionModeInputPoints: case SpvExecutionModeInputLines: case SpvExecutionModeInputLinesAdjacency:
    case SpvExecutionModeInputTrianglesAdjacency: case SpvExecutionModeInvocations:
        return 'G';
    case SpvExecutionModeSpacingEqual: case SpvExecutionModeSpacingFractionalEven:
    case SpvExecutionModeSpacingFractionalOdd: case SpvExecutionModeVertexOrderCw:
    case SpvExecutionModeVertexOrderCcw: case SpvExecutionModePointMode: case SpvExecutionModeQuads:
    case SpvExecutionModeIsolines:
        return 'T';
    case SpvExecutionModeTriangles:
        return 't'; /* geometry or tessellation */
    case SpvExecutionModeOutputVertices:
        return 'o'; /* geometry, tessellation control, mesh */
    case SpvExecutionModeOutputPoints: case SpvExecutionModeOutputLineStrip:
    case SpvExecutionModeOutputTriangleStrip:
        return 'g'; /* geometry (points: mesh too) */
    default:
        return '*';
    }
}

static int model_fits(uint32_t model, char k)
{
    int compute = model == SpvExecutionModelGLCompute || model == SpvExecutionModelKernel ||
                  model == SpvExecutionModelTaskNV || model == SpvExecutionModelMeshNV ||
                  model == SpvExecutionModelTaskEXT || model == SpvExecutionModelMeshEXT;
    int tess = model == SpvExecutionModelTessellationControl || model == SpvExecutionModelTessellationEvaluation;
    int mesh = model == SpvExecutionModelMeshNV || model == SpvExecutionModelMeshEXT;
    switch (k) {
    case 'F': return model == SpvExecutionModelFragment;
    case 'C': return compute;
    case 'G': return model == SpvExecutionModelGeometry;
    case 'T': return tess;
    case 't': return tess || model == SpvExecutionModelGeometry;
    case 'o': return tess || model == SpvExecutionModelGeometry || mesh;
    case 'g': return model == SpvExecutionModelGeometry || mesh;
    default: return 1;
    }
}

/* The global variables a function uses, directly or through calls. */
static void collect_globals(Val *v, uint32_t fn, U32Map *used, U32Map *visited)
{
    if (u32map_get(visited, fn, NULL))
        return;
    u32map_put(v->a, visited, fn, 1);
    const SpvInst *def = val_def(v, fn);
    if (!def)
        return;
    for (size_t i = val_index(v, def) + 1; i < v->insts.len && v->insts.data[i].opcode != SpvOpFunctionEnd; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpFunctionCall)
            collect_globals(v, val_word(in, 2), used, visited);
        for (uint16_t k = 0; k < in->operand_count; k++) {
            if (spv_kinds[in->operands[k].kind].category != SPV_CAT_ID || in->operands[k].kind == SPV_KIND_IdResult)
                continue;
            const SpvInst *d = val_def(v, in->words[in->operands[k].offset]);
            if (d && d->opcode == SpvOpVariable && val_word(d, 2) != SpvStorageClassFunction)
                u32map_put(v->a, used, d->result_id, 1);
        }
    }
}

/* "Derivative" for the derivative instructions, "ImplicitLod" for those
 * that take an implicit level of detail (derivatives underneath), else NULL. */
static const char *derivative_kind(uint16_t opcode)
{
    switch (opcode) {
    case SpvOpDPdx: case SpvOpDPdy: case SpvOpFwidth: case SpvOpDPdxFine: case SpvOpDPdyFine:
    case SpvOpFwidthFine: case SpvOpDPdxCoarse: case SpvOpDPdyCoarse: case SpvOpFwidthCoarse:
        return "Derivative";
    case SpvOpImageSampleImplicitLod: case SpvOpImageSampleDrefImplicitLod: case SpvOpImageSampleProjImplicitLod:
    case SpvOpImageSampleProjDrefImplicitLod: case SpvOpImageSparseSampleImplicitLod:
    case SpvOpImageSparseSampleDrefImplicitLod: case SpvOpImageQueryLod:
        return "ImplicitLod";
    default:
        return NULL;
    }
}

/* Derivatives exist in fragment shaders, and in compute shaders that say how
 * invocations form quads (DerivativeGroupQuads/LinearNV, now KHR). Mesh and
 * task shaders are left alone: SPIR-V has since allowed them there too. */
static void check_derivatives(Val *v, const SpvInst *ep, uint32_t model, int derivative_group, U32Map *functions)
{
    int graphics = model == SpvExecutionModelVertex || model == SpvExecutionModelTessellationControl ||
                   model == SpvExecutionModelTessellationEvaluation || model == SpvExecutionModelGeometry ||
                   (model >= SpvExecutionModelRayGenerationKHR && model <= SpvExecutionModelCallableKHR);
    if (!graphics && (model != SpvExecutionModelGLCompute || derivative_group))
        return;
    uint32_t fn = 0;
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpFunction)
            fn = in->result_id;
        const char *kind = derivative_kind(in->opcode);
        if (!kind || !u32map_get(functions, fn, NULL))
            continue;
        if (graphics)
            val_error(v, val_def(v, fn), "OpEntryPoint Entry Point <id> '%u's callgraph contains function <id> '%u', "
                      "which cannot be used with the current execution model:\n%s instructions require Fragment "
                      "or GLCompute execution model: %s\n", val_word(ep, 1), fn, kind, in->info->name + 2);
        else
            val_error(v, val_def(v, fn), "OpEntryPoint Entry Point <id> '%u's callgraph contains function <id> '%u', "
                      "which cannot be used with the current execution modes:\n%s instructions require "
                      "DerivativeGroupQuadsNV or DerivativeGroupLinearNV execution mode for GLCompute execution "
                      "model: %s\n", val_word(ep, 1), fn, kind, in->info->name + 2);
        return;
    }
}

static void check_entry_point(Val *v, const SpvInst *ep)
{
    uint32_t model = val_word(ep, 0), fn = val_word(ep, 1);
    const SpvInst *f = val_def(v, fn);
    if (!f || f->opcode != SpvOpFunction) {
        val_error(v, ep, "OpEntryPoint Entry Point <id> '%u' is not a function.", fn);
        return;
    }
    const SpvInst *ft = val_def(v, val_word(f, 3));
    if (val_def_opcode(v, f->type_id) != SpvOpTypeVoid || (ft && ft->operand_count > 2)) {
        val_error(v, ep, "OpEntryPoint Entry Point <id> '%u's function return type is not void or it has "
                  "parameters.", fn);
        return;
    }
    /* The interface. */
    U32Map listed = {0};
    for (uint16_t k = 3; k < ep->operand_count; k++) {
        uint32_t id = val_word(ep, k);
        const SpvInst *var = val_def(v, id);
        if (!var || var->opcode != SpvOpVariable) {
            val_error(v, ep, "Interfaces passed to OpEntryPoint must be of type OpTypeVariable. Found Op%s.",
                      var ? var->info->name + 2 : "Undefined");
            return;
        }
        uint32_t storage = val_word(var, 2);
        if (v->version < 0x00010400 && storage != SpvStorageClassInput && storage != SpvStorageClassOutput) {
            val_error(v, ep, "Interface variable id <%u> has an invalid storage class for this version of SPIR-V: "
                      "before 1.4 the interface lists only Input and Output variables", id);
            return;
        }
        if (storage == SpvStorageClassFunction) {
            val_error(v, ep, "OpEntryPoint interfaces must be OpVariables with Storage Class of Input(1) or "
                      "Output(3). Found Storage Class 7 for Entry Point id %u.", fn);
            return;
        }
        if (u32map_get(&listed, id, NULL)) {
            val_error(v, ep, "Non-unique OpEntryPoint interface %u is disallowed", id);
            return;
        }
        u32map_put(v->a, &listed, id, 1);
    }
    U32Map used = {0}, visited = {0};
    collect_globals(v, fn, &used, &visited);
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *var = &v->insts.data[i];
        if (var->opcode != SpvOpVariable || !u32map_get(&used, var->result_id, NULL) ||
            u32map_get(&listed, var->result_id, NULL))
            continue;
        uint32_t storage = val_word(var, 2);
        if (v->version >= 0x00010400 || storage == SpvStorageClassInput || storage == SpvStorageClassOutput) {
            val_error(v, ep, "Interface variable id <%u> is used by entry point '%s' id <%u>, but is not listed as "
                      "an interface", var->result_id, spv_operand_string(v->ctx, ep, &ep->operands[2]), fn);
            return;
        }
    }
    /* Modes: the ones it must have. */
    int have_size = 0, have_origin = 0, have_in_prim = 0, have_out_prim = 0, have_vertices = 0;
    int derivative_group = 0;
    for (size_t i = 0; i < v->insts.len; i++) {
        const SpvInst *in = &v->insts.data[i];
        if ((in->opcode != SpvOpExecutionMode && in->opcode != SpvOpExecutionModeId) || val_word(in, 0) != fn)
            continue;
        uint32_t mode = val_word(in, 1);
        char k = mode_models(mode);
        if (!model_fits(model, k)) {
            const SpvEnumerantInfo *e = spv_enumerant_by_value(SPV_KIND_ExecutionMode, mode);
            const SpvEnumerantInfo *m = spv_enumerant_by_value(SPV_KIND_ExecutionModel, model);
            val_error(v, in, "Execution mode %s cannot be used with the %s execution model", e ? e->name : "?",
                      m ? m->name : "?");
            return;
        }
        have_size |= mode == SpvExecutionModeLocalSize || mode == SpvExecutionModeLocalSizeId;
        have_origin |= mode == SpvExecutionModeOriginUpperLeft || mode == SpvExecutionModeOriginLowerLeft;
        have_in_prim |= mode == SpvExecutionModeInputPoints || mode == SpvExecutionModeInputLines ||
                        mode == SpvExecutionModeInputLinesAdjacency || mode == SpvExecutionModeTriangles ||
                        mode == SpvExecutionModeInputTrianglesAdjacency;
        have_out_prim |= mode == SpvExecutionModeOutputPoints || mode == SpvExecutionModeOutputLineStrip ||
                         mode == SpvExecutionModeOutputTriangleStrip;
        have_vertices |= mode == SpvExecutionModeOutputVertices;
        derivative_group |= mode == SpvExecutionModeDerivativeGroupQuadsNV ||
                            mode == SpvExecutionModeDerivativeGroupLinearNV;
        if (v->vulkan && mode == SpvExecutionModeOriginLowerLeft) {
            val_error(v, in, "In the Vulkan environment, the OriginLowerLeft execution mode must not be used.");
            return;
        }
        if (v->vulkan && mode == SpvExecutionModePixelCenterInteger) {
            val_error(v, in, "In the Vulkan environment, the PixelCenterInteger execution mode must not be used.");
            return;
        }
    }
    check_derivatives(v, ep, model, derivative_group, &visited);
    if (v->errors)
        return;
    int has_workgroup_size = 0;
    for (size_t i = 0; i < v->insts.len && !has_workgroup_size; i++) {
        const SpvInst *d = &v->insts.data[i];
        has_workgroup_size = d->opcode == SpvOpDecorate && val_word(d, 1) == SpvDecorationBuiltIn &&
                             val_word(d, 2) == SpvBuiltInWorkgroupSize;
    }
    if (v->vulkan && model == SpvExecutionModelGLCompute && !have_size && !has_workgroup_size)
        val_error(v, ep, "In the Vulkan environment, GLCompute execution model entry points require either the "
                  "LocalSize or LocalSizeId execution mode or an object decorated with WorkgroupSize");
    else if (model == SpvExecutionModelFragment && !have_origin)
        val_error(v, ep, "Fragment execution model entry points require either an OriginUpperLeft or "
                  "OriginLowerLeft execution mode.");
    else if (model == SpvExecutionModelGeometry && (!have_in_prim || !have_out_prim || !have_vertices))
        val_error(v, ep, "Geometry execution model entry points must specify an input primitive, an output "
                  "primitive and OutputVertices");
}

void val_modes(Val *v)
{
    int entry_points = 0;
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        const SpvInst *in = &v->insts.data[i];
        if (in->opcode == SpvOpEntryPoint) {
            entry_points++;
            check_entry_point(v, in);
        } else if (in->opcode == SpvOpExecutionMode || in->opcode == SpvOpExecutionModeId) {
            uint32_t fn = val_word(in, 0);
            int found = 0;
            for (size_t k = 0; k < v->insts.len && !found; k++)
                found = v->insts.data[k].opcode == SpvOpEntryPoint && val_word(&v->insts.data[k], 1) == fn;
            if (!found)
                val_error(v, in, "OpExecutionMode Entry Point <id> '%u' is not the Entry Point operand of an "
                          "OpEntryPoint.", fn);
        }
    }
    if (!entry_points && !val_has_capability(v, SpvCapabilityLinkage) && !v->errors)
        val_error(v, NULL, "No OpEntryPoint instruction was found. This is only allowed if the Linkage capability "
                  "is being used.");
}
