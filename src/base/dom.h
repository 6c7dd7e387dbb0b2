/* Dominator trees of control flow graphs, for the validator's passes (and
 * any other walk over blocks).
 *
 * Semi-NCA (Georgiadis): semidominators from Lengauer and Tarjan's forest
 * with path compression, then each immediate dominator as the nearest
 * common ancestor, in the tree built so far, of its search parent and its
 * semidominator. O(edges log nodes) in practice, where Cooper, Harvey and
 * Kennedy's iteration is quadratic: thousands of branches to one block
 * from deep in a chain of ifs (each intersection walks the chain). The
 * tree then answers "d dominates b" in O(1) by preorder intervals. */
#ifndef GLSPV_BASE_DOM_H
#define GLSPV_BASE_DOM_H

#include "base/base.h"

#define DOM_NONE UINT32_MAX

/* The graph: nodes 0..n-1, the entry 0, node v's successors
 * succ[first[v] .. first[v + 1]), in the order the search takes them. */
typedef struct DomGraph {
    uint32_t n;
    const uint32_t *first;  /* n + 1 */
    const uint32_t *succ;
} DomGraph;

typedef struct DomTree {
    uint32_t *idom;         /* the immediate dominator; the entry's is itself; DOM_NONE: not reached */
    uint32_t *pre, *last;   /* the preorder interval of a node's subtree in the dominator tree */
    uint32_t *tree_order;   /* the reached nodes in that preorder */
    uint32_t *dfs_pre, *dfs_post; /* the depth-first search's first-visit and finish numbers */
    uint32_t *postorder;    /* the reached nodes in the search's postorder */
    uint32_t reached;       /* how many nodes the entry reaches */
} DomTree;

/* Builds the tree of `g` in arena `a`. */
void dom_tree(Arena *a, const DomGraph *g, DomTree *t);

static inline int dom_reached(const DomTree *t, uint32_t b)
{
    return t->idom[b] != DOM_NONE;
}

/* Whether d dominates b (b itself included), both reached. */
static inline int dom_dominates(const DomTree *t, uint32_t d, uint32_t b)
{
    return dom_reached(t, d) && dom_reached(t, b) && t->pre[d] <= t->pre[b] && t->pre[b] <= t->last[d];
}

/* Whether the search reached b through a (a itself included): an edge
 * b -> a is then a back edge of the search (a retreating edge). */
static inline int dom_search_ancestor(const DomTree *t, uint32_t a, uint32_t b)
{
    return dom_reached(t, a) && dom_reached(t, b) && t->dfs_pre[a] <= t->dfs_pre[b] && t->dfs_post[b] <= t->dfs_post[a];
}

#endif
