/* The optimizer's in-memory module: what every pass of src/opt/ shares.
 *
 * A module is its header, the instructions before the first function (the
 * "globals": capabilities through types, constants and global variables)
 * and its functions, each split into basic blocks. Every instruction keeps
 * its words and the operands the reader decoded against the grammar, so a
 * pass asks the grammar which operands are ids and never lists opcodes the
 * tables already describe. A pass that removes an instruction marks it
 * dead; one that replaces a value records it in a replacement array that
 * opt_replace_uses applies. opt_analyze rebuilds the definitions and each
 * function's CFG with dominators; passes call it first. The use counts
 * are rebuilt only for the few passes that read them (opt_count_uses).
 * Everything lives in the call's arena. */
#ifndef GLSPV_OPT_IR_H
#define GLSPV_OPT_IR_H

#include "base/base.h"
#include "spirv/reader.h"

typedef struct OptBlock OptBlock;
typedef struct OptFunction OptFunction;

typedef struct OptInst {
    uint32_t *words;            /* word 0 is count << 16 | opcode */
    uint16_t word_count, opcode;
    uint32_t type_id, result_id;
    const SpvInstInfo *info;
    const SpvOperand *operands; /* as the reader decoded them (offsets into words) */
    uint16_t operand_count;
    uint16_t ext_set;           /* SpvExtSetId of an OpExtInst */
    uint16_t use_count;         /* the operands that are ids it uses (opt_is_use, a weak instruction's */
    const uint16_t *uses_at;    /* target excluded), as operand indices: every pass walks them */
    const uint16_t *use_words;  /* the same as word offsets (the analysis's and the writer's walks) */
    uint8_t weak;               /* opt_is_weak */
    uint8_t dead;
    OptBlock *block;            /* NULL outside a block */
    OptFunction *function;      /* NULL among the globals */
} OptInst;

#define OPT_NONE UINT32_MAX

struct OptBlock {
    OptInst *label;
    VEC(OptInst *) insts;       /* after the label, the terminator last */
    VEC(uint32_t) succ, pred;   /* block indices */
    uint32_t index;
    uint32_t idom;              /* index of the immediate dominator; OPT_NONE: unreachable (the entry: itself) */
    uint32_t rpo;               /* place in reverse postorder; OPT_NONE: unreachable */
};

struct OptFunction {
    VEC(OptInst *) pre;         /* OpLine/OpNoLine between the previous function and this one */
    OptInst *def;               /* OpFunction */
    VEC(OptInst *) head;        /* between OpFunction and the first label: parameters (and debug lines) */
    VEC(OptBlock *) blocks;     /* in module order; the first is the entry */
    OptInst *end;               /* OpFunctionEnd */
    uint8_t dead;
};

/* A list of ids (those a pass set in a lent table: opt_return_zeros). */
typedef VEC(uint32_t) OptIds;

/* How many tables of zeros by id passes may borrow at once (opt_lend_zeros). */
#define OPT_ZERO_TABLES 3

/* The operands and use indexes of the instructions opt_new_inst made of
 * one first word and list of kinds, shared by the next ones of that form
 * (no pass writes into an instruction's operands: a pass that changes
 * them gives the instruction new ones). */
typedef struct OptMadeShape {
    uint32_t head;              /* word 0 (count << 16 | opcode); 0: none */
    uint16_t kind_count, uses;
    uint16_t type_at, result_at; /* words of the result type and result, 0 for none */
    const uint16_t *kinds;
    const SpvOperand *ops;
    const uint16_t *uses_at, *use_words;
} OptMadeShape;

#define OPT_MADE_SHAPES 64

typedef struct OptModule {
    Ctx *ctx;
    Arena *a;
    SpvHeader header;
    VEC(OptInst *) globals;
    VEC(OptFunction *) functions;
    uint32_t next_id;           /* one past the largest id in use */
    uint32_t cap;               /* size of the arrays by id: of a pass's tables by id, and the ids
                                 * def and uses may take (opt_compact trims it to what the
                                 * module's ids need, so that after inlining the passes'
                                 * tables are not as long as the arrays grew) */
    uint32_t room;              /* the length def and uses have (cap <= room) */
    OptInst **def;              /* by id: the defining instruction (opt_analyze) */
    uint32_t *uses;             /* by id: strong uses (names and decoration targets do not count;
                                 * opt_count_uses) */
    int preserve_bindings;      /* dead_globals keeps resources with a Binding or DescriptorSet */
    int analyzed;               /* def and the CFGs are the module's as it is (opt_analyze) */
    int cfg_valid;              /* the CFGs and dominators are (opt_analyze leaves them when set) */
    int counted;                /* uses is the module's as it is (opt_count_uses) */
    int unrolled;               /* a loop was unrolled: the module may grow, by design */
    int only_removed;           /* the pass that just ran only killed instructions (and blocks
                                 * their construct alone reached): no live instruction gained or
                                 * changed an operand, nothing moved (opt.c clears it before each
                                 * pass; dce, dead stores and dead constructs set it) */
    OptIds touched;             /* the results of the instructions whose operands opt_replace_uses*
                                 * rewrote, and of those fold made in another's place, since fold
                                 * last ran: its next run looks at those and at what reads them */
    int touched_all;            /* touched holds every change since fold last ran but removals
                                 * (opt.c clears it after any other pass that changed the module) */
    uint32_t *zeros[OPT_ZERO_TABLES]; /* tables by id, all zeros but while a pass has one lent */
    uint32_t zeros_len[OPT_ZERO_TABLES];
    OptMadeShape made[OPT_MADE_SHAPES]; /* opt_new_inst's, by a hash of the first word and the kinds */
} OptModule;

/* Reads the words; GLSPV_OK, or the reader's error (its diagnostic made),
 * or GLSPV_ERROR_INVALID_BINARY for a layout the optimizer cannot split. */
glspv_status opt_read(Ctx *ctx, const uint32_t *words, size_t count, OptModule *m);
/* Writes the live instructions, ids renumbered in order of definition.
 * GLSPV_ERROR_INTERNAL when a live instruction uses an id nothing defines. */
glspv_status opt_write(OptModule *m, uint32_t **out, size_t *out_count);

/* Definitions, each function's CFG and dominators. Nothing is done when
 * the module has not changed since the last analysis: a pass that
 * reported no change (opt.c marks the others with opt_changed) left them
 * as they were. A pass that changes the module and analyzes it again
 * before it returns calls opt_changed first. */
void opt_analyze(OptModule *m);
/* The analysis of one function again (its definitions, CFG and
 * dominators), for a pass that changed only that function's code and
 * defined the globals it made itself: the module then stays analyzed. */
void opt_analyze_function(OptModule *m, OptFunction *f);
/* The use counts (m->uses), on the same terms: only dead code
 * elimination, chain combining and block merging read them, so the other
 * passes' analyses do not count (a third of an analysis's cost). */
void opt_count_uses(OptModule *m);
/* The module changed: the next opt_analyze and opt_count_uses rebuild
 * everything. */
static inline void opt_changed(OptModule *m)
{
    m->analyzed = 0;
    m->counted = 0;
    m->cfg_valid = 0;
}
/* The same for a change that made, killed or rewrote instructions but
 * no label nor terminator (nor a block's place): the CFGs and dominators
 * stand, only the definitions and the use counts are made again. */
static inline void opt_values_changed(OptModule *m)
{
    m->analyzed = 0;
    m->counted = 0;
}

/* The instruction that defines `id` (live), or NULL. */
static inline OptInst *opt_def(const OptModule *m, uint32_t id)
{
    return id < m->cap && m->def[id] && !m->def[id]->dead ? m->def[id] : NULL;
}

/* Operand i is an id the instruction reads (result type included, result not). */
static inline int opt_is_use(const OptInst *in, uint16_t i)
{
    uint16_t k = in->operands[i].kind;
    return spv_kinds[k].category == SPV_CAT_ID && k != SPV_KIND_IdResult;
}

static inline uint32_t opt_word(const OptInst *in, uint16_t operand)
{
    return operand < in->operand_count ? in->words[in->operands[operand].offset] : 0;
}

/* Whether a load's or store's memory access operand (at `mask_operand`,
 * if present) asks for nothing beyond alignment and nontemporal: an access
 * a pass may move or drop. */
int opt_plain_access(const OptInst *in, uint16_t mask_operand);
/* Whether an instruction's only effect is its result (pass_dce.c lists
 * them): nothing is lost when it goes. */
int opt_pure(const OptInst *in);
/* Takes the blocks whose label a pass marked dead out of the function's
 * list; the others keep their order and get their new index. */
void opt_drop_dead_blocks(OptFunction *f);
/* Whether a live function has a Function variable (in its entry block):
 * the passes that take only those return at once without (no analysis,
 * no tables by id), as on most rounds after the first. */
int opt_has_local_vars(const OptModule *m);
/* Takes the dead instructions out of the heads' and the blocks' lists,
 * and the dead functions out of the module, so that the
 * passes after do not walk them again (opt.c, between passes: a pass
 * may revive an instruction it killed). */
void opt_compact(OptModule *m);
/* The value of an integer OpConstant that is not negative and fits 32
 * bits (an index); OPT_NONE otherwise. */
uint32_t opt_const_index(const OptModule *m, uint32_t id);

/* OpName, OpMemberName and the decorations: their first operand names an
 * id without using it. */
static inline int opt_is_weak(const OptInst *in)
{
    return in->weak;
}
/* Fills weak, uses_at and use_count from the opcode and operands: done
 * where an instruction is made (read, opt_new_inst) and again by a pass
 * that shortens one's operands. */
void opt_index_operands(OptModule *m, OptInst *in);

/* For each operand index `i` that is an id `in` uses (opt_is_use, the
 * target of a name or decoration excluded), in order. */
#define OPT_FOR_EACH_USE(in, i)                                                          \
    for (uint16_t i##_k = 0, i = 0; i##_k < (in)->use_count && ((i = (in)->uses_at[i##_k]), 1); i##_k++)

/* Table `slot` (< OPT_ZERO_TABLES): at least m->cap ids of zeros, made once
 * for the module and lent to one pass at a time, which gives it back with
 * opt_return_zeros: clearing a table by id whole at every pass cost more
 * than the work of most. */
uint32_t *opt_lend_zeros(OptModule *m, int slot);
/* Gives table `slot` back, its entries at the ids listed set to zero
 * again (those the pass set and did not clear itself). */
void opt_return_zeros(OptModule *m, int slot, const uint32_t *ids, uint32_t count);

/* A fresh id (the arrays by id grow). */
uint32_t opt_new_id(OptModule *m);
/* A new instruction from `words` (copied) with its operands as listed:
 * kinds, one word each except the last, which takes the rest. */
OptInst *opt_new_inst(OptModule *m, const uint32_t *words, uint16_t word_count, const uint16_t *kinds,
                      uint16_t kind_count);

/* Rewrites every use of an id x with repl[x] != 0 (followed through chains),
 * names and decoration targets excepted. `repl` is by id, m->cap long. */
void opt_replace_uses(OptModule *m, const uint32_t *repl);
/* opt_replace_uses for a pass whose replaced ids are all results of
 * function instructions (loads, phis): only the functions use them, the
 * globals are not walked. */
void opt_replace_local_uses(OptModule *m, const uint32_t *repl);
/* The same in one instruction. */
void opt_replace_uses_in(OptModule *m, OptInst *in, const uint32_t *repl);
/* What a pass that replaced the uses in each instruction of the reachable
 * blocks as it walked them in dominance order (module or reverse postorder)
 * has left: the phis, whose operands may come from later blocks, and the
 * instructions of unreachable blocks. The replaced ids are the results of
 * function instructions, which only their own function uses. */
void opt_replace_late_uses(OptModule *m, const uint32_t *repl);

/* Whether block a dominates block b (both reachable). */
int opt_dominates(const OptFunction *f, uint32_t a, uint32_t b);

/* The live instructions of a function, in order: head, then each block's
 * label and body. Calls fn for each; used by the passes that scan all. */
#define OPT_FOR_EACH_BLOCK_INST(f, b, in, body)                                    \
    for (uint32_t b##_i = 0; b##_i < (f)->blocks.len; b##_i++) {                    \
        OptBlock *b = (f)->blocks.data[b##_i];                                      \
        for (uint32_t in##_j = 0; in##_j < b->insts.len; in##_j++) {                \
            OptInst *in = b->insts.data[in##_j];                                    \
            if (in->dead)                                                           \
                continue;                                                           \
            body                                                                    \
        }                                                                           \
    }

/* The block of `f` whose label is `label` (live), or NULL. */
static inline OptBlock *opt_block_of(const OptModule *m, const OptFunction *f, uint32_t label)
{
    OptInst *l = opt_def(m, label);
    return l && l->opcode == SpvOpLabel && l->block && l->function == f ? l->block : NULL;
}

/* A block's terminator: its last live instruction (NULL when it has none). */
static inline OptInst *opt_terminator(const OptBlock *b)
{
    for (uint32_t i = b->insts.len; i-- > 0;)
        if (!b->insts.data[i]->dead)
            return b->insts.data[i];
    return NULL;
}

/* A header's merge instruction (OpSelectionMerge or OpLoopMerge): the live
 * one before its terminator; NULL for any other block. */
static inline OptInst *opt_merge_of(const OptBlock *b)
{
    int seen = 0;
    for (uint32_t i = b->insts.len; i-- > 0;) {
        OptInst *in = b->insts.data[i];
        if (in->dead)
            continue;
        if (seen++)
            return in->opcode == SpvOpSelectionMerge || in->opcode == SpvOpLoopMerge ? in : NULL;
    }
    return NULL;
}

/* ---- copies under new ids (clone.c): the inliner's and the unroller's ---- */

/* `in` again, each id operand x read as map[x] where that is set (x < map_len). */
OptInst *opt_copy_inst(OptModule *m, const OptInst *in, const uint32_t *map, uint32_t map_len);
/* A new instruction of `n` (at most 7) one-word operands of the kinds listed. */
OptInst *opt_make_inst(OptModule *m, uint16_t opcode, const uint32_t *ops, uint16_t n, const uint16_t *kinds);
OptInst *opt_make_branch(OptModule *m, uint32_t to);
/* A new block of `f` with that label and no instructions (not yet in f->blocks). */
OptBlock *opt_new_block(OptModule *m, OptFunction *f, uint32_t label);
/* `in` at the end of b's instructions. */
void opt_append(OptModule *m, OptBlock *b, OptInst *in);
/* A LinkageAttributes Export decoration. */
int opt_is_export(const OptInst *in);

typedef struct OptDecoNode {
    OptInst *in;
    uint32_t next; /* index + 1 of the next decoration of the same target */
} OptDecoNode;

/* The module's decorations by target, and those made for copies. */
typedef struct OptDecorations {
    U32Map first;             /* target id -> index + 1 of its first node */
    VEC(OptDecoNode) nodes;
    VEC(OptInst *) clones;    /* made by opt_clone_decorations, not yet in the module */
} OptDecorations;

/* Indexes the module's OpDecorate, OpDecorateId and OpDecorateString (not the exports). */
void opt_index_decorations(OptModule *m, OptDecorations *d);
/* The decorations of `from` again for `to`. */
void opt_clone_decorations(OptModule *m, OptDecorations *d, uint32_t from, uint32_t to);
/* Puts the clones into the module, after its last annotation. */
void opt_insert_decorations(OptModule *m, OptDecorations *d);

/* ---- the passes, one file each ---- */

int opt_inline(OptModule *m);          /* pass_inline.c */
int opt_dead_functions(OptModule *m);  /* pass_dead_functions.c */
int opt_sroa(OptModule *m);            /* pass_sroa.c */
int opt_local_chains(OptModule *m);    /* pass_local_chains.c */
int opt_local_stores(OptModule *m);    /* pass_local_stores.c */
int opt_ssa(OptModule *m);             /* pass_ssa.c */
int opt_fold(OptModule *m);            /* pass_fold.c */
int opt_cse(OptModule *m);             /* pass_cse.c */
int opt_dce(OptModule *m);             /* pass_dce.c */
int opt_dead_globals(OptModule *m);    /* pass_dead_globals.c */
int opt_merge_blocks(OptModule *m);    /* pass_merge_blocks.c */
int opt_dead_branches(OptModule *m);   /* pass_dead_branches.c */
int opt_dead_constructs(OptModule *m); /* pass_dead_constructs.c */
int opt_dead_stores(OptModule *m);     /* pass_dead_stores.c */
int opt_unroll(OptModule *m);          /* pass_unroll.c (-O only) */

#endif
