/* glspv-val: structured control flow constructs are entered through their
 * headers (SPIR-V 2.11, "Structured Control Flow"), as spirv-val derives
 * them. Only with the Shader capability, where control flow is structured.
 *
 * The constructs live in the structural CFG: the branches, plus an edge
 * from every header to its merge block and from a loop header to its
 * continue target. With dominance in that graph,
 *   - a selection construct is the blocks its header dominates and its
 *     merge block does not;
 *   - a loop construct leaves out, in addition, the blocks its continue
 *     target dominates (those belong to the continue construct);
 * (spirv-val collects them by a search from the header that stops at
 * blocks outside that set, which may leave out a block the set has.)
 * The rules:
 *   - every block of a construct but its header has only predecessors in
 *     the construct, of those a path reaches: "all CFG paths that enter a
 *     construct pass through its header";
 *   - a loop's continue target is entered only from its loop construct,
 *     or by a back edge (a continue is valid only for the innermost loop);
 *     spirv-val (2023.1) holds even blocks no path reaches to that, while
 *     it lets them branch anywhere else.
 *
 * Cost. Dominance tests are O(1) by preorder intervals of the tree. The
 * constructs that hold a block are among its dominators, each holding the
 * next inner one's header, so every block keeps only its innermost one
 * and an edge P -> Y looks at the constructs holding Y, innermost first,
 * for one that does not hold P: as many tests as Y is deep in constructs.
 * Only a construct found so gets its exact block set, by the search
 * spirv-val makes, and that set decides, with spirv-val's message.
 * (The dominators themselves cost more, as val_cfg's do, where many
 * blocks one below the other in the tree branch to one block, as the
 * breaks of a long chain of ifs in a loop.) */
#include <stdlib.h>

#include "val/val.h"

#define NONE UINT32_MAX

typedef struct Node {
    uint32_t label;
    VEC(uint32_t) succ;  /* branch targets, block indexes */
    VEC(uint32_t) pred;
    VEC(uint32_t) ssucc; /* structural: the branch targets, then merge and continue */
    VEC(uint32_t) spred;
    uint32_t idom;       /* in the structural CFG; NONE: no structural path from the entry */
    uint32_t post;       /* postorder number; the entry has the highest */
    uint32_t pre, last;  /* the preorder interval of its subtree in the dominator tree */
    uint32_t heads;      /* the construct it is the header of, or NONE */
    uint32_t within;     /* the innermost construct it is in (not its own), or NONE */
    uint32_t stamp;      /* construct index + 1 of the last exact set it was put in */
} Node;

typedef struct Construct {
    uint32_t header, merge, cont; /* block indexes; cont NONE for a selection */
    int entered;                  /* an edge may enter it past its header */
} Construct;

typedef struct Graph {
    Node *nodes;
    size_t n;
    uint32_t *preorder;           /* the reached blocks, in preorder of the dominator tree */
    uint32_t reached_count;
    VEC(Construct) constructs;
    VEC(uint64_t) members;        /* scratch for exact_set */
    VEC(uint32_t) work;
} Graph;

static int reached(const Graph *g, uint32_t b)
{
    return g->nodes[b].idom != NONE;
}

/* Structural dominance, in O(1). */
static int dominates(const Graph *g, uint32_t d, uint32_t b)
{
    const Node *x = &g->nodes[d], *y = &g->nodes[b];
    return reached(g, d) && reached(g, b) && x->pre <= y->pre && y->pre <= x->last;
}

/* Whether block b satisfies the construct's defining condition. */
static int in_construct(const Graph *g, const Construct *c, uint32_t b)
{
    return dominates(g, c->header, b) && !dominates(g, c->merge, b) && (c->cont == NONE || !dominates(g, c->cont, b));
}

static void add_edge(Arena *a, Node *nodes, uint32_t from, uint32_t to, int real)
{
    if (real) {
        vec_push(a, &nodes[from].succ, to);
        vec_push(a, &nodes[to].pred, from);
    }
    vec_push(a, &nodes[from].ssucc, to);
    vec_push(a, &nodes[to].spred, from);
}

/* The blocks, their branches and the constructs of one function; 0 when it
 * has no blocks. val_cfg has checked that targets are blocks here. */
static int build(Val *v, size_t first, size_t end, Graph *g)
{
    U32Map index = {0};
    for (size_t i = first; i < end; i++)
        if (v->insts.data[i].opcode == SpvOpLabel)
            u32map_put(v->a, &index, v->insts.data[i].result_id, (uint32_t)g->n++);
    if (!g->n)
        return 0;
    g->nodes = arena_alloc(v->a, g->n * sizeof *g->nodes);
    uint32_t cur = 0, merge = NONE, cont = NONE;
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        switch (in->opcode) {
        case SpvOpLabel:
            u32map_get(&index, in->result_id, &cur);
            g->nodes[cur].label = in->result_id;
            g->nodes[cur].idom = g->nodes[cur].heads = g->nodes[cur].within = NONE;
            break;
        case SpvOpSelectionMerge: case SpvOpLoopMerge: {
            Construct c = {cur, NONE, NONE, 0};
            if (!u32map_get(&index, val_word(in, 0), &c.merge) ||
                (in->opcode == SpvOpLoopMerge && !u32map_get(&index, val_word(in, 1), &c.cont)))
                break; /* not blocks here: val_cfg has said so */
            merge = c.merge, cont = c.cont;
            g->nodes[cur].heads = g->constructs.len;
            vec_push(v->a, &g->constructs, c);
            break;
        }
        case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch:
            for (uint16_t k = in->opcode == SpvOpBranch ? 0 : 1; k < in->operand_count; k++) {
                uint32_t target;
                if (in->operands[k].kind == SPV_KIND_IdRef && u32map_get(&index, val_word(in, k), &target))
                    add_edge(v->a, g->nodes, cur, target, 1);
            }
            /* The header's structural edges come after its branches. */
            if (merge != NONE)
                add_edge(v->a, g->nodes, cur, merge, 0);
            if (cont != NONE)
                add_edge(v->a, g->nodes, cur, cont, 0);
            merge = cont = NONE;
            break;
        default:
            break;
        }
    }
    return 1;
}

/* Structural dominators (Cooper, Harvey and Kennedy's iteration over
 * reverse postorder), then the preorder intervals of the tree. */
static void dominators(Val *v, Graph *g)
{
    Node *b = g->nodes;
    size_t n = g->n;
    uint32_t *order = arena_alloc(v->a, n * sizeof *order), count = 0;
    uint32_t *stack = arena_alloc(v->a, n * sizeof *stack), *next = arena_alloc(v->a, n * sizeof *next);
    uint8_t *seen = arena_alloc(v->a, n);
    size_t sp = 0;
    stack[sp] = 0, next[sp] = 0, sp++;
    seen[0] = 1;
    while (sp) {
        Node *x = &b[stack[sp - 1]];
        if (next[sp - 1] < x->ssucc.len) {
            uint32_t s = x->ssucc.data[next[sp - 1]++];
            if (!seen[s]) {
                seen[s] = 1;
                stack[sp] = s, next[sp] = 0, sp++;
            }
            continue;
        }
        x->post = count;
        order[count++] = stack[--sp];
    }
    b[0].idom = 0;
    for (int changed = 1; changed;) {
        changed = 0;
        for (uint32_t k = count; k-- > 0;) {
            uint32_t x = order[k], idom = NONE;
            if (x == 0)
                continue;
            for (uint32_t p = 0; p < b[x].spred.len; p++) {
                uint32_t y = b[x].spred.data[p];
                if (b[y].idom == NONE)
                    continue;
                if (idom == NONE) {
                    idom = y;
                    continue;
                }
                uint32_t z = y; /* intersect: postorder numbers grow towards the entry */
                while (z != idom) {
                    while (b[z].post < b[idom].post)
                        z = b[z].idom;
                    while (b[idom].post < b[z].post)
                        idom = b[idom].idom;
                }
            }
            if (idom != NONE && b[x].idom != idom) {
                b[x].idom = idom;
                changed = 1;
            }
        }
    }
    /* Children lists of the tree, then a preorder walk. */
    uint32_t *child = arena_alloc(v->a, n * sizeof *child), *sibling = arena_alloc(v->a, n * sizeof *sibling);
    for (uint32_t k = 0; k < count; k++) {
        uint32_t x = order[k];
        if (x != 0) {
            sibling[x] = child[b[x].idom];
            child[b[x].idom] = x + 1;
        }
    }
    uint32_t number = 0;
    g->preorder = order; /* reused: the postorder is no longer needed */
    g->reached_count = count;
    sp = 0;
    stack[sp++] = 0;
    order[number] = 0, b[0].pre = number++;
    while (sp) {
        uint32_t x = stack[sp - 1];
        if (child[x]) { /* the next child not walked yet */
            uint32_t c = child[x] - 1;
            child[x] = sibling[c];
            order[number] = c, b[c].pre = number++;
            stack[sp++] = c;
            continue;
        }
        b[x].last = number - 1;
        sp--;
    }
}

/* The innermost construct each block is in, its header aside: the
 * constructs that hold a block are its dominators' (a construct that holds
 * a block holds every block between it and its header in the tree), so
 * the first of the parent's own construct and the constructs that hold the
 * parent, innermost first, that holds the block too. */
static void find_within(Graph *g)
{
    for (uint32_t k = 1; k < g->reached_count; k++) {
        uint32_t x = g->preorder[k], parent = g->nodes[x].idom;
        uint32_t c = g->nodes[parent].heads != NONE ? g->nodes[parent].heads : g->nodes[parent].within;
        while (c != NONE && !in_construct(g, &g->constructs.data[c], x))
            c = g->nodes[g->constructs.data[c].header].within;
        g->nodes[x].within = c;
    }
}

/* Marks the constructs an edge may enter past their headers: those that
 * hold its target and not its source, found among the constructs that
 * hold the target, innermost first (as many as the target is deep in
 * constructs, for each edge). */
static void find_entered(Graph *g)
{
    find_within(g);
    for (uint32_t p = 0; p < g->n; p++) {
        if (!reached(g, p))
            continue;
        const Node *from = &g->nodes[p];
        for (uint32_t k = 0; k < from->succ.len; k++) {
            uint32_t y = from->succ.data[k];
            for (uint32_t c = g->nodes[y].within; c != NONE; c = g->nodes[g->constructs.data[c].header].within) {
                Construct *con = &g->constructs.data[c];
                if (in_construct(g, con, y) && !in_construct(g, con, p))
                    con->entered = 1;
            }
        }
    }
    /* A continue target entered from outside its loop construct. */
    for (uint32_t i = 0; i < g->constructs.len; i++) {
        Construct *c = &g->constructs.data[i];
        if (c->cont == NONE || c->cont == c->header || !reached(g, c->header))
            continue;
        const Node *t = &g->nodes[c->cont];
        for (uint32_t k = 0; k < t->pred.len; k++) {
            uint32_t p = t->pred.data[k];
            if (!dominates(g, c->cont, p) && !in_construct(g, c, p))
                c->entered = 1;
        }
    }
}

static int by_value(const void *x, const void *y)
{
    uint64_t a = *(const uint64_t *)x, b = *(const uint64_t *)y;
    return (a > b) - (a < b);
}

/* The exact block set of construct ci (marked by stamp), as spirv-val
 * searches it from the header; returns the blocks in the order spirv-val
 * visits them, by label id: label << 32 | block index. */
static uint64_t *exact_set(Val *v, Graph *g, uint32_t ci, uint32_t *count)
{
    const Construct *c = &g->constructs.data[ci];
    g->members.len = g->work.len = 0;
    vec_push(v->a, &g->work, c->header);
    while (g->work.len) {
        uint32_t b = g->work.data[--g->work.len];
        if (g->nodes[b].stamp == ci + 1 || !in_construct(g, c, b))
            continue;
        g->nodes[b].stamp = ci + 1;
        vec_push(v->a, &g->members, (uint64_t)g->nodes[b].label << 32 | b);
        for (uint32_t k = 0; k < g->nodes[b].ssucc.len; k++)
            vec_push(v->a, &g->work, g->nodes[b].ssucc.data[k]);
    }
    if (g->members.len > 1) /* qsort wants a valid pointer even for none */
        qsort(g->members.data, g->members.len, sizeof *g->members.data, by_value);
    *count = g->members.len;
    return g->members.data;
}

/* The first entry past its header into construct ci, reported; 1 when found. */
static int check_construct(Val *v, Graph *g, uint32_t ci)
{
    const Construct *c = &g->constructs.data[ci];
    const char *kind = c->cont == NONE ? "selection" : "loop";
    uint32_t count;
    uint64_t *members = exact_set(v, g, ci, &count);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t yi = (uint32_t)members[i];
        const Node *y = &g->nodes[yi];
        if (yi == c->header)
            continue;
        for (uint32_t k = 0; k < y->pred.len; k++) {
            const Node *p = &g->nodes[y->pred.data[k]];
            if (reached(g, y->pred.data[k]) && p->stamp != ci + 1) {
                val_error(v, val_def(v, p->label), "block <ID> %u branches to the %s construct, but not to the %s "
                          "header <ID> %u", p->label, kind, kind, g->nodes[c->header].label);
                return 1;
            }
        }
    }
    if (c->cont == NONE || c->cont == c->header)
        return 0;
    const Node *t = &g->nodes[c->cont];
    for (uint32_t k = 0; k < t->pred.len; k++) {
        uint32_t p = t->pred.data[k];
        if (!dominates(g, c->cont, p) && g->nodes[p].stamp != ci + 1) {
            /* At the branch, as spirv-val: the instruction before the next label. */
            size_t at = val_index(v, val_def(v, g->nodes[p].label));
            while (!spv_is_block_terminator(v->insts.data[at].opcode))
                at++;
            val_error(v, &v->insts.data[at], "Block '%u' branches to the loop continue target '%u', but is not "
                      "contained in the associated loop construct '%u'", g->nodes[p].label, t->label, g->nodes[c->header].label);
            return 1;
        }
    }
    return 0;
}

static void check_function(Val *v, size_t first, size_t end)
{
    Graph g = {0};
    if (!build(v, first, end, &g) || !g.constructs.len)
        return;
    dominators(v, &g);
    find_entered(&g);
    for (uint32_t i = 0; i < g.constructs.len; i++)
        if (g.constructs.data[i].entered && check_construct(v, &g, i))
            return;
}

void val_constructs(Val *v)
{
    if (!val_has_capability(v, SpvCapabilityShader))
        return;
    for (size_t i = 0; i < v->insts.len && !v->errors; i++) {
        if (v->insts.data[i].opcode != SpvOpFunction)
            continue;
        size_t end = val_function_end(v, i);
        check_function(v, i, end);
        i = end;
    }
}
