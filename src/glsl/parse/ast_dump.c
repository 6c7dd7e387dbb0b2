/* A readable, stable text form of the AST: one node per line, children
 * indented by two spaces. `glspv --dump-ast` prints it and the parser's
 * golden tests compare it, so its shape changes only on purpose. */
#include <inttypes.h>

#include "glsl/parse/ast.h"

typedef struct Dumper {
    Glsl *g;
    Str *out;
    int indent;
} Dumper;

static void line(Dumper *d, const char *fmt, ...) PRINTF_LIKE(2, 3);
static void line(Dumper *d, const char *fmt, ...)
{
    Arena *a = &d->g->ctx->arena;
    for (int i = 0; i < d->indent; i++)
        str_puts(a, d->out, "  ");
    va_list ap;
    va_start(ap, fmt);
    str_vprintf(a, d->out, fmt, ap);
    va_end(ap);
    str_putc(a, d->out, '\n');
}

static void node(Dumper *d, const Node *n);

static void child(Dumper *d, const char *label, const Node *n)
{
    if (!n)
        return;
    d->indent++;
    if (label) {
        line(d, "%s", label);
        d->indent++;
    }
    node(d, n);
    if (label)
        d->indent--;
    d->indent--;
}

static void children(Dumper *d, const NodeList *list)
{
    d->indent++;
    for (size_t i = 0; i < list->len; i++) {
        if (list->data[i])
            node(d, list->data[i]);
        else
            line(d, "unsized");
    }
    d->indent--;
}

static const char *storage_names[] = {
    "", "in", "out", "inout", "uniform", "buffer", "shared", "attribute", "varying", "rayPayload",
    "rayPayloadIn", "hitAttribute", "callableData", "callableDataIn", "shaderRecord", "hitObjectAttribute",
    "taskPayloadShared", "taskNV",
};

static const char *flag_names[] = {
    "centroid", "sample", "patch", "flat", "smooth", "noperspective", "invariant", "precise", "coherent",
    "volatile", "restrict", "readonly", "writeonly", "devicecoherent", "queuefamilycoherent",
    "workgroupcoherent", "subgroupcoherent", "nonprivate", "shadercallcoherent", "nonuniform", "pervertex",
    "perprimitive", "perview", "spirv_by_reference", "spirv_literal", "highp", "mediump", "lowp", "subroutine",
    "const",
};

/* "const in highp vec4[2]": the qualifiers and the type on one line. */
static const char *type_text(Dumper *d, const TypeSpec *t)
{
    Arena *a = &d->g->ctx->arena;
    Str s = {0};
    if (!t)
        return "<no type>";
    for (size_t i = 0; i < COUNT_OF(flag_names); i++)
        if (t->q->flags & (1u << i))
            str_printf(a, &s, "%s ", flag_names[i]);
    if (t->q->storage)
        str_printf(a, &s, "%s ", storage_names[t->q->storage]);
    if (t->q->layout.len) {
        str_puts(a, &s, "layout(");
        for (size_t i = 0; i < t->q->layout.len; i++)
            str_printf(a, &s, "%s%s%s", i ? ", " : "", t->q->layout.data[i].name, t->q->layout.data[i].value ? "=" : "");
        str_puts(a, &s, ") ");
    }
    for (size_t i = 0; i < t->q->spirv.len; i++)
        str_printf(a, &s, "%s(...) ", tok_kind_name(t->q->spirv.data[i].keyword));
    char buf[64];
    switch (t->kind) {
    case TS_NONE: break;
    case TS_BUILTIN: str_puts(a, &s, type_code_name(t->builtin, buf, sizeof buf)); break;
    case TS_NAMED: str_puts(a, &s, t->name); break;
    case TS_STRUCT: str_printf(a, &s, "struct %s", t->def && t->def->name ? t->def->name : "<anonymous>"); break;
    case TS_SPIRV: str_puts(a, &s, "spirv_type(...)"); break;
    }
    for (size_t i = 0; i < t->array.len; i++)
        str_puts(a, &s, t->array.data[i] ? "[N]" : "[]");
    while (s.len && s.data[s.len - 1] == ' ')
        s.data[--s.len] = '\0';
    return s.data ? s.data : "";
}

/* A label line, then `n` indented under it. */
static void labeled(Dumper *d, const char *label, const Node *n)
{
    if (!n)
        return;
    line(d, "%s", label);
    d->indent++;
    node(d, n);
    d->indent--;
}

static void list(Dumper *d, const char *label, const NodeList *items)
{
    if (!items->len)
        return;
    line(d, "%s", label);
    children(d, items);
}

static void spirv_qualifier(Dumper *d, const SpirvQual *q)
{
    line(d, "%s", tok_kind_name(q->keyword));
    d->indent++;
    labeled(d, "set", q->set);
    labeled(d, "id", q->id);
    list(d, "extensions", &q->extensions);
    list(d, "capabilities", &q->capabilities);
    d->indent--;
    children(d, &q->args);
}

/* Layout values, spirv qualifiers, type parameters, array sizes and struct
 * bodies of a type, one level below the line that named the type. */
static void type_details(Dumper *d, const TypeSpec *t)
{
    if (!t)
        return;
    d->indent++;
    for (size_t i = 0; i < t->q->layout.len; i++)
        if (t->q->layout.data[i].value)
            labeled(d, arena_printf(&d->g->ctx->arena, "layout %s =", t->q->layout.data[i].name),
                    t->q->layout.data[i].value);
    for (size_t i = 0; i < t->q->spirv.len; i++)
        spirv_qualifier(d, &t->q->spirv.data[i]);
    if (t->kind == TS_SPIRV && t->spirv)
        spirv_qualifier(d, t->spirv);
    list(d, "type parameters", &t->params);
    list(d, "type array", &t->array);
    if (t->kind == TS_STRUCT && t->def)
        node(d, t->def);
    d->indent--;
}

static void array(Dumper *d, const NodeList *dims)
{
    if (!dims->len)
        return;
    line(d, "array");
    children(d, dims);
}

static void literal(Dumper *d, const Node *n)
{
    if (n->kind == ND_INT)
        line(d, "%s %" PRIu64, tok_kind_name(n->op), n->lit.u);
    else
        line(d, "%s %.17g", tok_kind_name(n->op), n->lit.f);
}

static void node(Dumper *d, const Node *n)
{
    switch (n->kind) {
    case ND_IDENT: line(d, "ident %s", n->name); return;
    case ND_INT: case ND_FLOAT: literal(d, n); return;
    case ND_BOOL: line(d, "bool %s", n->lit.u ? "true" : "false"); return;
    case ND_STRING: line(d, "string %s", n->name); return;
    case ND_UNARY: line(d, "unary %s", tok_kind_name(n->op)); child(d, NULL, n->lhs); return;
    case ND_POSTFIX: line(d, "postfix %s", tok_kind_name(n->op)); child(d, NULL, n->lhs); return;
    case ND_BINARY: case ND_ASSIGN:
        line(d, "%s %s", n->kind == ND_BINARY ? "binary" : "assign", tok_kind_name(n->op));
        child(d, NULL, n->lhs);
        child(d, NULL, n->rhs);
        return;
    case ND_TERNARY:
        line(d, "ternary");
        child(d, NULL, n->cond);
        child(d, NULL, n->lhs);
        child(d, NULL, n->rhs);
        return;
    case ND_CALL: line(d, "call %s", n->name); children(d, &n->args); return;
    case ND_CONSTRUCT:
        line(d, "construct %s", type_text(d, n->type));
        type_details(d, n->type);
        children(d, &n->args);
        return;
    case ND_INDEX: line(d, "index"); child(d, NULL, n->lhs); child(d, NULL, n->rhs); return;
    case ND_FIELD: line(d, "field %s", n->name); child(d, NULL, n->lhs); return;
    case ND_METHOD: line(d, "method %s", n->name); child(d, NULL, n->lhs); children(d, &n->args); return;
    case ND_INIT_LIST: line(d, "initializer-list"); children(d, &n->args); return;
    case ND_TYPE: line(d, "type %s", type_text(d, n->type)); return;
    case ND_SPIRV_ID: line(d, "spirv_id"); child(d, NULL, n->lhs); return;
    default: break;
    }
    for (size_t i = 0; i < n->attributes.len; i++)
        line(d, "attribute %s%s", n->attributes.data[i].name, n->attributes.data[i].value ? "(...)" : "");
    switch (n->kind) {
    case ND_BLOCK: line(d, "block"); children(d, &n->list); return;
    case ND_EXPR_STMT: line(d, "expression-statement"); child(d, NULL, n->lhs); return;
    case ND_DECL_STMT:
        if (n->lhs)
            node(d, n->lhs);
        return;
    case ND_IF:
        line(d, "if");
        child(d, NULL, n->cond);
        child(d, "then", n->then);
        child(d, "else", n->els);
        return;
    case ND_SWITCH: line(d, "switch"); child(d, NULL, n->cond); child(d, NULL, n->body); return;
    case ND_CASE: line(d, "case"); child(d, NULL, n->lhs); return;
    case ND_DEFAULT: line(d, "default"); return;
    case ND_WHILE: line(d, "while"); child(d, NULL, n->cond); child(d, "body", n->then); return;
    case ND_DO: line(d, "do"); child(d, "body", n->then); child(d, NULL, n->cond); return;
    case ND_FOR:
        line(d, "for");
        child(d, "init", n->init);
        child(d, "condition", n->cond);
        child(d, "increment", n->inc);
        child(d, "body", n->then);
        return;
    case ND_BREAK: line(d, "break"); return;
    case ND_CONTINUE: line(d, "continue"); return;
    case ND_RETURN: line(d, "return"); child(d, NULL, n->lhs); return;
    case ND_DISCARD: line(d, "discard"); return;
    case ND_DEMOTE: line(d, "demote"); return;
    case ND_TERMINATE_INVOCATION: line(d, "terminateInvocation"); return;
    case ND_TERMINATE_RAY: line(d, "terminateRayEXT"); return;
    case ND_IGNORE_INTERSECTION: line(d, "ignoreIntersectionEXT"); return;
    case ND_EMPTY: line(d, "empty-statement"); return;
    case ND_CONDITION_DECL:
        line(d, "condition-declaration %s %s", type_text(d, n->type), n->name);
        child(d, NULL, n->init);
        return;
    case ND_DECLARATION:
        line(d, "declaration %s", type_text(d, n->type));
        type_details(d, n->type);
        children(d, &n->list);
        return;
    case ND_DECLARATOR:
        line(d, "declarator %s", n->name);
        d->indent++;
        array(d, &n->array);
        d->indent--;
        child(d, "init", n->init);
        return;
    case ND_FUNCTION:
        line(d, "function %s returns %s%s", n->name, type_text(d, n->type), n->has_body ? "" : " (prototype)");
        type_details(d, n->type);
        children(d, &n->list);
        child(d, NULL, n->body);
        return;
    case ND_PARAM:
        line(d, "param %s %s", type_text(d, n->type), n->name ? n->name : "<unnamed>");
        type_details(d, n->type);
        d->indent++;
        array(d, &n->array);
        d->indent--;
        return;
    case ND_STRUCT: line(d, "struct %s", n->name ? n->name : "<anonymous>"); children(d, &n->list); return;
    case ND_BLOCK_DECL:
        line(d, "interface-block %s %s instance %s", type_text(d, n->type), n->name,
             n->instance ? n->instance : "<none>");
        type_details(d, n->type);
        d->indent++;
        array(d, &n->array);
        d->indent--;
        children(d, &n->list);
        return;
    case ND_PRECISION: line(d, "precision %s", type_text(d, n->type)); return;
    case ND_QUALIFIER_DECL:
        line(d, "qualifier-declaration %s", type_text(d, n->type));
        type_details(d, n->type);
        d->indent++;
        for (size_t i = 0; i < n->names.len; i++)
            line(d, "name %s", n->names.data[i]);
        d->indent--;
        return;
    default:
        line(d, "<node %d>", (int)n->kind);
        return;
    }
}

void ast_dump(Glsl *g, const Ast *ast, Str *out)
{
    Dumper d = {g, out, 0};
    for (size_t i = 0; i < ast->decls.len; i++)
        node(&d, ast->decls.data[i]);
}
