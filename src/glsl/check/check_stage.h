/* What the stage area's files share (check_stage.c: built-in variables,
 * gl_PerVertex, per-vertex arrays, the end of the unit; check_stage_layout.c:
 * stage layout qualifiers; check_mesh_builtins.c: the built-ins of mesh and
 * task shaders). Private to those three: the other areas use check.h. */
#ifndef GLSPV_GLSL_CHECK_CHECK_STAGE_H
#define GLSPV_GLSL_CHECK_CHECK_STAGE_H

#include "glsl/check/check.h"

#define BIT(stage) (1u << (stage))
#define VERT BIT(STAGE_VERTEX)
#define TESC BIT(STAGE_TESS_CONTROL)
#define TESE BIT(STAGE_TESS_EVALUATION)
#define GEOM BIT(STAGE_GEOMETRY)
#define FRAG BIT(STAGE_FRAGMENT)
#define COMPUTE_STAGES (BIT(STAGE_COMPUTE) | BIT(STAGE_TASK) | BIT(STAGE_MESH))
#define MESH BIT(STAGE_MESH)

typedef struct BuiltinVar {
    const char *name;
    const char *type;   /* a built-in type name; "[N]" makes an array, "[]" an implicitly sized one,
                           "[*]" one any index may index */
    StorageQual storage;
    uint32_t stages;
    int builtin;        /* SpvBuiltIn */
    uint32_t flags;     /* QF_PATCH for the tessellation levels */
} BuiltinVar;

/* ---- check_stage.c ---- */
/* The type a built-in's type name stands for: "[N]" an array, "[]" an
 * implicitly sized one, "[*]" one any index may index. The name is
 * constant data (a table's, a literal): its element type is kept by its
 * address for the compilation. stage_builtin_type_made takes a name made
 * in a buffer, which is decoded every time. */
const Type *stage_builtin_type(Checker *c, const char *name);
const Type *stage_builtin_type_made(Checker *c, const char *name);
/* An implicitly sized per-vertex array of `elem`, sized by the stage so far. */
Type *stage_per_vertex_array(Checker *c, const Type *elem, int how);
/* A layout that fixes the vertex count (`vertices`, the input primitive)
 * after per-vertex arrays were sized: each that disagrees is an error at `at`. */
void stage_check_sized_before(Checker *c, StorageQual storage, SrcLoc at);
/* Resizes the implicit per-vertex arrays to the stage's vertex count. */
void stage_size_per_vertex_arrays(Checker *c);

/* ---- check_mesh_builtins.c ---- */
/* Whether `name` is a built-in of mesh or task shaders. */
int mesh_is_builtin_var(const char *name);
/* A member of a mesh built-in block that needs an extension, NULL when none. */
const Field *mesh_optional_member(Checker *c, const char *block_name, const char *name);

#endif
