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
 * The rules, for each construct in the order of its merge instruction:
 *   - its header strictly dominates its merge block, and a loop's continue
 *     target dominates the loop's back-edge block;
 *   - every block of a construct but its header has only predecessors in
 *     the construct, of those a path reaches: "all CFG paths that enter a
 *     construct pass through its header";
 *   - a branch out of a construct is a structured exit: to its merge block;
 *     out of a loop also to its continue target; out of a selection also
 *     to the merge or continue target of the innermost loop around it, or
 *     to the merge of the innermost switch around it (a break);
 *   - a header inside a construct has its merge block inside it too;
 *   - a loop's continue target is entered only from its loop construct,
 *     or by a back edge (a continue is valid only for the innermost loop);
 *     spirv-val (2023.1) holds even blocks no path reaches to that, while
 *     it lets them branch anywhere else;
 *   - a switch's case constructs (what each case target dominates): each
 *     is dominated by the switch header, falls through to at most one other
 *     case, the one right after it among the OpSwitch's targets, is fallen
 *     into by at most one, and is otherwise left only by the switch's
 *     structured exits;
 * then, over the blocks in reverse postorder: a conditional branch without
 * a selection merge may introduce at most one block not named before (by a
 * branch or a merge instruction), and an OpSwitch has a selection merge.
 * The continue construct (from the continue target to the back-edge
 * block) has the same rules for its blocks, its exits being the loop's
 * header and merge block, and the back-edge block post-dominates the
 * continue target. spirv-val finds its blocks by post-dominance; here
 * they are what the continue target dominates and the back-edge block
 * does not dominate strictly (which differs only where a block past the
 * back-edge block branches back to it, a second back edge val_cfg
 * refuses), and post-dominance is a search from the continue target that
 * must not reach the function's end, or leave what the target dominates,
 * without passing the back-edge block.
 *
 * Cost. Dominance tests are O(1) by preorder intervals of the tree. The
 * constructs that hold a block are among its dominators, each holding the
 * next inner one's header, so every block keeps only its innermost one
 * and an edge P -> Y looks at the constructs holding Y, innermost first,
 * for one that does not hold P: as many tests as Y is deep in constructs.
 * Only a construct found so gets its exact block set, by the search
 * spirv-val makes, and that set decides, with spirv-val's message. The
 * depth is at most 1023 (val_cfg refuses deeper nesting before). */
#include <stdlib.h>

#include "val/val.h"

#define NONE UINT32_MAX

typedef struct Node {
    uint32_t label;
    VEC(uint32_t) succ;  /* branch targets, block indexes */
    VEC(uint32_t) pred;
    ValBlocks ssucc;     /* structural: the branch targets, then merge and continue */
    VEC(uint32_t) spred;
    uint32_t heads;      /* the construct it is the header of, or NONE */
    uint32_t cont_of;    /* the block whose OpLoopMerge names it as continue target, or NONE */
    uint32_t term_at;    /* its terminator's instruction index */
    uint16_t term;       /* its terminator's opcode */
    uint8_t merge_kind;  /* the merge instruction before the terminator: 0 none, 1 selection, 2 loop */
    uint32_t visit;      /* the last case construct search that reached it */
    uint32_t fall_ins;   /* case constructs that fall through to it (one switch's) */
    uint32_t fall_from;  /* the case it falls through to, plus 1 (0: not searched yet), for one switch */
    uint32_t within;     /* the innermost construct it is in (not its own), or NONE */
    uint32_t stamp;      /* construct index + 1 of the last exact set it was put in */
} Node;

typedef struct Construct {
    uint32_t header, merge, cont; /* block indexes; cont NONE for a selection */
    uint32_t back;                /* a loop's back-edge block (NONE: none found) */
    uint8_t entered;              /* an edge may enter it past its header */
    uint8_t exited;               /* an edge may leave it by no structured exit */
    uint8_t holds_header;         /* it may hold a header whose merge block it does not hold */
    uint8_t exits_known;          /* a selection's exits below are found */
    uint32_t exit_switch, exit_loop_merge, exit_loop_cont; /* where else a selection may exit to (NONE: nowhere) */
} Construct;

typedef struct Graph {
    Node *nodes;
    size_t n;
    DomTree dom;                  /* in the structural CFG */
    VEC(Construct) constructs;
    VEC(uint64_t) members;        /* scratch for exact_set */
    VEC(uint32_t) work;
    uint32_t visits;              /* case construct searches made */
} Graph;

static int reached(const Graph *g, uint32_t b)
{
    return dom_reached(&g->dom, b);
}

/* Structural dominance, in O(1). */
static int dominates(const Graph *g, uint32_t d, uint32_t b)
{
    return dom_dominates(&g->dom, d, b);
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
    for (size_t b = 0; b < g->n; b++) /* (a block may be named before its label) */
        g->nodes[b].cont_of = NONE;
    uint32_t cur = 0, merge = NONE, cont = NONE;
    for (size_t i = first; i < end; i++) {
        const SpvInst *in = &v->insts.data[i];
        switch (in->opcode) {
        case SpvOpLabel:
            u32map_get(&index, in->result_id, &cur);
            g->nodes[cur].label = in->result_id;
            g->nodes[cur].heads = g->nodes[cur].within = NONE;
            break;
        case SpvOpSelectionMerge: case SpvOpLoopMerge: {
            g->nodes[cur].merge_kind = in->opcode == SpvOpLoopMerge ? 2 : 1;
            Construct c = {.header = cur, .merge = NONE, .cont = NONE, .back = NONE};
            if (!u32map_get(&index, val_word(in, 0), &c.merge) ||
                (in->opcode == SpvOpLoopMerge && !u32map_get(&index, val_word(in, 1), &c.cont)))
                break; /* not blocks here: val_cfg has said so */
            merge = c.merge, cont = c.cont;
            g->nodes[cur].heads = g->constructs.len;
            if (c.cont != NONE && g->nodes[c.cont].cont_of == NONE)
                g->nodes[c.cont].cont_of = cur;
            vec_push(v->a, &g->constructs, c);
            break;
        }
        case SpvOpBranch: case SpvOpBranchConditional: case SpvOpSwitch:
            g->nodes[cur].term = in->opcode;
            g->nodes[cur].term_at = (uint32_t)i;
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

/* The structural dominator tree, and each loop's back-edge block: the
 * source of an edge back to its header in the depth-first search (an edge
 * of the CFG, not a structural one; val_cfg counts them). */
static void dominators(Val *v, Graph *g)
{
    val_dom_tree(v, &g->nodes[0].ssucc, sizeof *g->nodes, (uint32_t)g->n, &g->dom);
    for (uint32_t k = g->dom.reached; k-- > 0;) {
        uint32_t x = g->dom.postorder[k];
        for (uint32_t e = 0; e < g->nodes[x].succ.len; e++) {
            uint32_t s = g->nodes[x].succ.data[e];
            Construct *c = g->nodes[s].heads != NONE ? &g->constructs.data[g->nodes[s].heads] : NULL;
            if (c && c->back == NONE && dom_search_ancestor(&g->dom, s, x))
                c->back = x;
        }
    }
}

/* The innermost construct each block is in, its header aside: the
 * constructs that hold a block are its dominators' (a construct that holds
 * a block holds every block between it and its header in the tree), so
 * the first of the parent's own construct and the constructs that hold the
 * parent, innermost first, that holds the block too. */
static void find_within(Graph *g)
{
    for (uint32_t k = 1; k < g->dom.reached; k++) {
        uint32_t x = g->dom.tree_order[k], parent = g->dom.idom[x];
        uint32_t c = g->nodes[parent].heads != NONE ? g->nodes[parent].heads : g->nodes[parent].within;
        while (c != NONE && !in_construct(g, &g->constructs.data[c], x))
            c = g->nodes[g->constructs.data[c].header].within;
        g->nodes[x].within = c;
    }
}

/* The block after b on the way out of the constructs around it, as
 * spirv-val walks it: from a continue target to its loop header, else to
 * the immediate dominator; NONE past the entry. Each step goes up the
 * dominator tree. */
static uint32_t next_out(const Graph *g, uint32_t b)
{
    uint32_t h = g->nodes[b].cont_of;
    if (h != NONE && h != b && dominates(g, h, b))
        return h;
    return b == 0 || !reached(g, b) ? NONE : g->dom.idom[b];
}

/* Where else than to its merge block a selection may exit to, as spirv-val
 * walks out from its header: to the merge block and continue target of
 * the innermost loop around it, and to the merge block of the innermost
 * switch around it if no loop comes first and it is no switch itself.
 * The constructs whose merge block dominates its header are behind it,
 * not around it. Found once a selection: the walk is as long as the
 * selection is deep. */
static void find_exits(Graph *g, Construct *c)
{
    c->exits_known = 1;
    c->exit_switch = c->exit_loop_merge = c->exit_loop_cont = NONE;
    int from_switch = g->nodes[c->header].term == SpvOpSwitch;
    for (uint32_t b = next_out(g, c->header); b != NONE; b = next_out(g, b)) {
        const Node *n = &g->nodes[b];
        int loop = n->merge_kind == 2;
        if (n->heads == NONE || !(loop || (!from_switch && n->merge_kind == 1 && n->term == SpvOpSwitch)))
            continue;
        const Construct *around = &g->constructs.data[n->heads];
        if (dominates(g, around->merge, c->header))
            continue;
        if (loop) {
            c->exit_loop_merge = around->merge, c->exit_loop_cont = around->cont;
            return;
        }
        if (c->exit_switch == NONE)
            c->exit_switch = around->merge;
    }
}

/* Whether a branch from construct ci to block y (outside it) is a
 * structured exit: to its merge block; from a loop, to its continue
 * target; from a selection, to the places find_exits finds. */
static int structured_exit(Graph *g, uint32_t ci, uint32_t y)
{
    Construct *c = &g->constructs.data[ci];
    if (y == c->merge)
        return 1;
    if (c->cont != NONE)
        return y == c->cont;
    if (!c->exits_known)
        find_exits(g, c);
    return y == c->exit_switch || y == c->exit_loop_merge || y == c->exit_loop_cont;
}

/* Marks the constructs that an edge may enter past their headers (those
 * that hold its target and not its source, found among the constructs
 * that hold the target, innermost first), that an edge may leave by no
 * structured exit (among those that hold its source), and that may hold
 * a header but not its merge block: as many tests as a block is deep in
 * constructs, for each edge. */
static void find_suspects(Graph *g)
{
    find_within(g);
    for (uint32_t p = 0; p < g->n; p++) {
        if (!reached(g, p))
            continue;
        const Node *from = &g->nodes[p];
        uint32_t own = from->heads != NONE && in_construct(g, &g->constructs.data[from->heads], p) ? from->heads : NONE;
        for (uint32_t k = 0; k < from->succ.len; k++) {
            uint32_t y = from->succ.data[k];
            for (uint32_t c = g->nodes[y].within; c != NONE; c = g->nodes[g->constructs.data[c].header].within) {
                Construct *con = &g->constructs.data[c];
                if (in_construct(g, con, y) && !in_construct(g, con, p))
                    con->entered = 1;
            }
            for (uint32_t c = own != NONE ? own : from->within; c != NONE;
                 c = c == own ? from->within : g->nodes[g->constructs.data[c].header].within) {
                Construct *con = &g->constructs.data[c];
                if (!con->exited && !in_construct(g, con, y) && !structured_exit(g, c, y))
                    con->exited = 1;
            }
        }
        if (from->heads == NONE || !reached(g, g->constructs.data[from->heads].merge))
            continue;
        uint32_t merge = g->constructs.data[from->heads].merge;
        for (uint32_t c = from->within; c != NONE; c = g->nodes[g->constructs.data[c].header].within)
            if (!in_construct(g, &g->constructs.data[c], merge))
                g->constructs.data[c].holds_header = 1;
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

/* Whether block b is in the continue construct of loop construct c, as
 * spirv-val has it: what the continue target dominates and the back-edge
 * block does not dominate, or post-dominates. Past the back-edge block
 * are only the loop's header and merge block, which the continue target
 * does not dominate, unless it branches elsewhere too: the post-dominance
 * is taken as the back-edge block itself. */
static int in_continue(const Graph *g, const Construct *c, uint32_t b)
{
    return dominates(g, c->cont, b) && (b == c->back || !dominates(g, c->back, b));
}

/* The exact block set of construct ci (its loop's continue construct when
 * `cont`), marked by stamp, as spirv-val searches it from the header;
 * returns the blocks in the order spirv-val visits them, by label id:
 * label << 32 | block index. */
static uint64_t *exact_set(Val *v, Graph *g, uint32_t ci, int cont, uint32_t *count)
{
    const Construct *c = &g->constructs.data[ci];
    uint32_t stamp = cont ? (uint32_t)g->constructs.len + ci + 1 : ci + 1;
    g->members.len = g->work.len = 0;
    vec_push(v->a, &g->work, cont ? c->cont : c->header);
    while (g->work.len) {
        uint32_t b = g->work.data[--g->work.len];
        if (g->nodes[b].stamp == stamp || !(cont ? in_continue(g, c, b) : in_construct(g, c, b)))
            continue;
        g->nodes[b].stamp = stamp;
        vec_push(v->a, &g->members, (uint64_t)g->nodes[b].label << 32 | b);
        for (uint32_t k = 0; k < g->nodes[b].ssucc.len; k++)
            vec_push(v->a, &g->work, g->nodes[b].ssucc.data[k]);
    }
    if (g->members.len > 1) /* qsort wants a valid pointer even for none */
        qsort(g->members.data, g->members.len, sizeof *g->members.data, by_value);
    *count = g->members.len;
    return g->members.data;
}

/* In the exact set of construct ci (or its continue construct: `cont`)
 * found by exact_set, spirv-val's rules for its blocks: a branch out of it
 * is a structured exit, a block but the header is entered only from it,
 * and a header in it has its merge block in it too. 1 when an error was
 * reported. */
static int check_members(Val *v, Graph *g, uint32_t ci, int cont)
{
    const Construct *c = &g->constructs.data[ci];
    const char *kind = cont ? "continue" : c->cont == NONE ? "selection" : "loop";
    const char *header_kind = cont ? "continue target" : c->cont == NONE ? "selection header" : "loop header";
    uint32_t header = cont ? c->cont : c->header, stamp = cont ? (uint32_t)g->constructs.len + ci + 1 : ci + 1;
    uint32_t count;
    uint64_t *members = exact_set(v, g, ci, cont, &count);
    for (uint32_t i = 0; i < count; i++) {
        uint32_t yi = (uint32_t)members[i];
        const Node *y = &g->nodes[yi];
        for (uint32_t k = 0; k < y->succ.len; k++) {
            uint32_t s = y->succ.data[k];
            int exit = cont ? s == c->header || s == c->merge : structured_exit(g, ci, s);
            if (g->nodes[s].stamp != stamp && !exit) {
                val_error(v, val_def(v, y->label), "block <ID> '%u' exits the %s headed by <ID> '%u', but not via "
                          "a structured exit", y->label, kind, g->nodes[header].label);
                return 1;
            }
        }
        if (yi == header)
            continue;
        for (uint32_t k = 0; k < y->pred.len; k++) {
            const Node *p = &g->nodes[y->pred.data[k]];
            if (reached(g, y->pred.data[k]) && p->stamp != stamp) {
                val_error(v, val_def(v, p->label), "block <ID> %u branches to the %s construct, but not to the "
                          "%s <ID> %u", p->label, kind, header_kind, g->nodes[header].label);
                return 1;
            }
        }
        if (y->heads != NONE) {
            const Node *m = &g->nodes[g->constructs.data[y->heads].merge];
            if (reached(g, g->constructs.data[y->heads].merge) && m->stamp != stamp) {
                val_error(v, val_def(v, y->label), "Header block '%u' is contained in the %s construct headed by "
                          "'%u', but its merge block '%u' is not", y->label, kind, g->nodes[header].label, m->label);
                return 1;
            }
        }
    }
    return 0;
}

/* Whether every path from loop construct c's continue target to the
 * function's end goes through its back-edge block, in the structural CFG:
 * a search from the continue target that does not pass the back-edge
 * block reaches no block without successors and does not leave what the
 * continue target dominates. */
static int back_edge_post_dominates(Val *v, Graph *g, const Construct *c)
{
    uint32_t stamp = ++g->visits;
    g->work.len = 0;
    vec_push(v->a, &g->work, c->cont);
    while (g->work.len) {
        uint32_t b = g->work.data[--g->work.len];
        if (b == c->back || g->nodes[b].visit == stamp)
            continue;
        g->nodes[b].visit = stamp;
        if (!dominates(g, c->cont, b) || !g->nodes[b].ssucc.len)
            return 0;
        for (uint32_t k = 0; k < g->nodes[b].ssucc.len; k++)
            vec_push(v->a, &g->work, g->nodes[b].ssucc.data[k]);
    }
    return 1;
}

/* The case construct that targets block t: what a search from t finds
 * that t dominates (the switch's merge aside). A branch out of it goes to
 * another case construct's target (a fallthrough, at most one), or is a
 * structured exit of the switch. Sets *fall to that target (NONE: none);
 * 1 when an error was reported. */
static int case_fall_through(Val *v, Graph *g, uint32_t ci, uint32_t t, uint32_t *fall)
{
    const Construct *sw = &g->constructs.data[ci];
    const Node *header = &g->nodes[sw->header];
    uint32_t stamp = ++g->visits;
    *fall = NONE;
    g->work.len = 0;
    vec_push(v->a, &g->work, t);
    while (g->work.len) {
        uint32_t b = g->work.data[--g->work.len];
        if (b == sw->merge || g->nodes[b].visit == stamp)
            continue;
        g->nodes[b].visit = stamp;
        if (reached(g, t) && dominates(g, t, b)) {
            for (uint32_t k = 0; k < g->nodes[b].succ.len; k++)
                vec_push(v->a, &g->work, g->nodes[b].succ.data[k]);
            continue;
        }
        int is_case = 0;
        for (uint32_t k = 0; k < header->succ.len && !is_case; k++)
            is_case = header->succ.data[k] == b;
        if (!is_case) {
            if (structured_exit(g, ci, b))
                continue;
            val_error(v, val_def(v, g->nodes[t].label), "Case construct that targets '%u' has invalid branch to block "
                      "'%u' (not another case construct, corresponding merge, outer loop merge or outer loop continue)",
                      g->nodes[t].label, g->nodes[b].label);
            return 1;
        }
        if (*fall == NONE) {
            if (b != t)
                *fall = b;
        } else if (*fall != b) {
            val_error(v, val_def(v, g->nodes[t].label), "Case construct that targets '%u' has branches to multiple other "
                      "case construct targets '%u' and '%u'", g->nodes[t].label, g->nodes[*fall].label, g->nodes[b].label);
            return 1;
        }
    }
    return 0;
}

static int by_label(const void *x, const void *y)
{
    uint32_t a = *(const uint32_t *)x, b = *(const uint32_t *)y;
    return (a > b) - (a < b);
}

/* The case constructs of switch construct ci: the header dominates each;
 * each falls through to at most one other, which comes right after it in
 * the OpSwitch's targets (a case that falls through to the default, which
 * falls through to a third, counts as falling through to that third); and
 * each is fallen through to by at most one. 1 when an error was reported. */
static int check_switch(Val *v, Graph *g, uint32_t ci)
{
    const Construct *sw = &g->constructs.data[ci];
    const Node *header = &g->nodes[sw->header];
    const uint32_t *targets = header->succ.data; /* the default, then the cases, in operand order */
    uint32_t n = header->succ.len, default_fall = NONE;
    if (!n)
        return 0; /* no target is a block here: val_cfg has said so */
    uint32_t dflt = targets[0];
    int default_again = 0;
    for (uint32_t i = 1; i < n; i++)
        default_again |= targets[i] == dflt;
    for (uint32_t i = 0; i < n; i++)
        g->nodes[targets[i]].fall_from = g->nodes[targets[i]].fall_ins = 0;
    for (uint32_t i = 0; i < n; i++) {
        uint32_t t = targets[i], fall;
        if (t == sw->merge)
            continue;
        Node *target = &g->nodes[t];
        if (!target->fall_from) {
            if (reached(g, t) && !dominates(g, sw->header, t)) {
                val_error(v, val_def(v, header->label), "Switch header '%u' does not structurally dominate its case "
                          "construct '%u'", header->label, target->label);
                return 1;
            }
            if (case_fall_through(v, g, ci, t, &fall))
                return 1;
            if (fall != NONE)
                g->nodes[fall].fall_ins++;
            target->fall_from = fall + 1;
        } else {
            fall = target->fall_from - 1;
        }
        if (fall == dflt && !default_again)
            fall = default_fall;
        if (fall == NONE)
            continue;
        if (i == 0) {
            default_fall = fall;
            continue;
        }
        uint32_t j = i; /* cases that share a target fall through together */
        while (j + 1 < n && targets[j + 1] == t)
            j++;
        if (j + 1 >= n || targets[j + 1] != fall) {
            val_error(v, &v->insts.data[header->term_at], "Case construct that targets '%u' has branches to the case "
                      "construct that targets '%u', but does not immediately precede it in the OpSwitch's target list",
                      target->label, g->nodes[fall].label);
            return 1;
        }
    }
    /* Fallen through to more than once: the smallest such label first. */
    uint32_t worst = NONE;
    for (uint32_t i = 0; i < n; i++) {
        const Node *t = &g->nodes[targets[i]];
        if (t->fall_ins > 1 && (worst == NONE || by_label(&t->label, &worst) < 0))
            worst = t->label;
    }
    if (worst != NONE) {
        val_error(v, val_def(v, worst), "Multiple case constructs have branches to the case construct that targets "
                  "'%u'", worst);
        return 1;
    }
    return 0;
}

/* The first error in construct ci, reported, in spirv-val's order; 1 when
 * found. Its exact block set is searched only when an edge or a header
 * was suspect (find_suspects). */
static int check_construct(Val *v, Graph *g, uint32_t ci)
{
    const Construct *c = &g->constructs.data[ci];
    const char *kind = c->cont == NONE ? "selection" : "loop";
    uint32_t header = g->nodes[c->header].label, merge = g->nodes[c->merge].label;
    if (!reached(g, c->header))
        return 0;
    if (!dominates(g, c->header, c->merge) || c->header == c->merge) {
        val_error(v, val_def(v, merge), "The %s construct with the %s header '%u' does not %sstructurally dominate the "
                  "merge block '%u'", kind, kind, header, c->header == c->merge ? "strictly " : "", merge);
        return 1;
    }
    if ((c->entered || c->exited || c->holds_header) && check_members(v, g, ci, 0))
        return 1;
    if (c->cont == NONE)
        return g->nodes[c->header].term == SpvOpSwitch && check_switch(v, g, ci);
    const Node *t = &g->nodes[c->cont];
    if (c->entered && c->cont != c->header) {
        for (uint32_t k = 0; k < t->pred.len; k++) {
            uint32_t p = t->pred.data[k];
            if (!dominates(g, c->cont, p) && g->nodes[p].stamp != ci + 1) {
                /* At the branch, as spirv-val: the instruction before the next label. */
                const Node *from = &g->nodes[p];
                val_error(v, &v->insts.data[from->term_at], "Block '%u' branches to the loop continue target '%u', but "
                          "is not contained in the associated loop construct '%u'", from->label, t->label, header);
                return 1;
            }
        }
    }
    /* The continue construct, from the continue target to the back-edge block. */
    if (c->back == NONE || !reached(g, c->cont))
        return 0;
    uint32_t back = g->nodes[c->back].label;
    if (!dominates(g, c->cont, c->back)) {
        val_error(v, val_def(v, back), "The continue construct with the continue target '%u' does not structurally "
                  "dominate the back-edge block '%u'", t->label, back);
        return 1;
    }
    if (!back_edge_post_dominates(v, g, c)) {
        val_error(v, val_def(v, back), "The continue construct with the continue target '%u' is not structurally "
                  "post dominated by the back-edge block '%u'", t->label, back);
        return 1;
    }
    return check_members(v, g, ci, 1);
}

/* spirv-val's last rule of structured control flow, over the blocks in
 * reverse postorder: a conditional branch with no selection merge may go
 * to at most one block not named before (by a branch or a merge
 * instruction: a break, a continue or the merge of a construct), and an
 * OpSwitch needs a selection merge. */
static void check_selections(Val *v, Graph *g)
{
    uint8_t *named = arena_alloc(v->a, g->n);
    for (uint32_t k = g->dom.reached; k-- > 0;) {
        const Node *b = &g->nodes[g->dom.postorder[k]];
        if (b->heads != NONE) {
            const Construct *c = &g->constructs.data[b->heads];
            named[c->merge] = 1;
            if (c->cont != NONE)
                named[c->cont] = 1;
        }
        if (b->term == SpvOpBranchConditional && b->succ.len == 2) {
            int fresh = !named[b->succ.data[0]] && !named[b->succ.data[1]];
            named[b->succ.data[0]] = named[b->succ.data[1]] = 1;
            if (b->merge_kind != 1 && fresh) {
                val_error(v, &v->insts.data[b->term_at], "Selection must be structured");
                return;
            }
        } else if (b->term == SpvOpSwitch) {
            if (!b->merge_kind) {
                val_error(v, &v->insts.data[b->term_at], "OpSwitch must be preceded by an OpSelectionMerge instruction");
                return;
            }
            for (uint32_t i = 0; i < b->succ.len; i++)
                named[b->succ.data[i]] = 1;
        }
    }
}

static void check_function(Val *v, size_t first, size_t end)
{
    Graph g = {0};
    if (!build(v, first, end, &g))
        return;
    dominators(v, &g);
    find_suspects(&g);
    for (uint32_t i = 0; i < g.constructs.len; i++)
        if (check_construct(v, &g, i))
            return;
    check_selections(v, &g);
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
