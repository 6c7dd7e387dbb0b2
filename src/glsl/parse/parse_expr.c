/* The parser, part 2: expressions (GLSL 4.60 chapter 5 and §9's
 * expression rules). Binary operators are parsed by precedence climbing
 * over one table rather than a ladder of functions, one per level. */
#include "glsl/parse/parse.h"

/* Binding strength of each binary operator; 0: not a binary operator.
 * From loosest: || ^^ && | ^ & (== !=) (< > <= >=) (<< >>) (+ -) (* / %). */
static int binary_precedence(TokKind k)
{
    switch (k) {
    case TK_OROR: return 1;
    case TK_XORXOR: return 2;
    case TK_ANDAND: return 3;
    case TK_PIPE: return 4;
    case TK_CARET: return 5;
    case TK_AMP: return 6;
    case TK_EQ: case TK_NE: return 7;
    case TK_LT: case TK_GT: case TK_LE: case TK_GE: return 8;
    case TK_SHL: case TK_SHR: return 9;
    case TK_PLUS: case TK_MINUS: return 10;
    case TK_STAR: case TK_SLASH: case TK_PERCENT: return 11;
    default: return 0;
    }
}

static int is_assignment(TokKind k)
{
    switch (k) {
    case TK_ASSIGN: case TK_ADD_ASSIGN: case TK_SUB_ASSIGN: case TK_MUL_ASSIGN: case TK_DIV_ASSIGN:
    case TK_MOD_ASSIGN: case TK_SHL_ASSIGN: case TK_SHR_ASSIGN: case TK_AND_ASSIGN: case TK_XOR_ASSIGN:
    case TK_OR_ASSIGN:
        return 1;
    default:
        return 0;
    }
}

static int is_literal(TokKind k)
{
    switch (k) {
    case TK_INTCONST: case TK_UINTCONST: case TK_INT16CONST: case TK_UINT16CONST: case TK_INT64CONST:
    case TK_UINT64CONST:
        return 1;
    case TK_FLOATCONST: case TK_FLOAT16CONST: case TK_DOUBLECONST:
        return 2;
    default:
        return 0;
    }
}

/* call arguments: ")" | "void" ")" | assignment {"," assignment} ")".
 * A function call's count is held to function-parameters; a constructor's
 * is not (a table of a thousand floats is an ordinary array constructor):
 * its size is bounded later by constant-elements and by what fits in one
 * instruction. */
static void parse_args(Parser *p, NodeList *args, int is_call)
{
    if (accept(p, TK_RPAREN))
        return;
    if (at(p, TK_TYPE_NAME) && peek(p)->aux == TYPE_SCALAR(BT_VOID) && peek_at(p, 1)->kind == TK_RPAREN) {
        next(p), next(p);
        return;
    }
    enter_nesting(p, peek(p), "expression");
    do {
        SrcLoc at_arg = tok_loc(p->g, peek(p)); /* not the token: its block may be returned while the argument is parsed */
        nodes_push(p->tree, args, parse_assignment(p));
        if (is_call)
            check_parameter_count(p, at_arg, args->len, "arguments");
    } while (accept(p, TK_COMMA));
    leave_nesting(p, 1);
    expect(p, TK_RPAREN, "to close the argument list");
}

void parse_call_args(Parser *p, NodeList *args)
{
    parse_args(p, args, 1);
}

static Node *error_node(Parser *p, const Token *t)
{
    Node *n = new_node(p, ND_IDENT, tok_loc(p->g, t));
    n->name = "<error>";
    return n;
}

/* A type used as a constructor: vec4(...), float[2](...), S(...). */
static Node *parse_constructor(Parser *p)
{
    Token type_token = *peek(p); /* a copy: its block may be returned while the type is parsed */
    const Token *t = &type_token;
    Node *n = new_node(p, ND_CONSTRUCT, tok_loc(p->g, t));
    n->type = parse_type_specifier(p);
    if (!n->type)
        return error_node(p, t);
    /* t began the type just parsed: never the end of file, which tok_text
     * would name otherwise. */
    if (!expectf(p, TK_LPAREN, "after the type '%.*s' to construct a value", (int)t->len, t->text))
        return n;
    parse_args(p, &n->args, 0);
    return n;
}

/* A number literal keeps its value and token kind (the tokens are
 * returned as the parser passes them), and its spelling only where the
 * checker may name it in a message: the types that need an extension or a
 * profile. */
static Node *number_literal(Parser *p, const Token *t, TokKind k)
{
    Node *n = new_node(p, is_literal(k) == 1 ? ND_INT : ND_FLOAT, tok_loc(p->g, t));
    n->op = k;
    n->lit.u = lex_number_value(p->g, t).u; /* the union's bits: u for integers, f for floats */
    if (k != TK_INTCONST && k != TK_UINTCONST && k != TK_FLOATCONST)
        n->name = ident_name(p, t);
    return n;
}

static Node *parse_primary(Parser *p)
{
    const Token *t = peek(p);
    TokKind k = (TokKind)t->kind;
    if (is_literal(k)) {
        next(p);
        return number_literal(p, t, k);
    }
    switch (k) {
    case KW_NONUNIFORM:
        /* nonuniformEXT(expr) marks a value, written like a call. */
        if (peek_at(p, 1)->kind == TK_LPAREN) {
            next(p), next(p);
            Node *call = new_node(p, ND_CALL, tok_loc(p->g, t));
            call->name = "nonuniformEXT";
            parse_call_args(p, &call->args);
            return call;
        }
        error_at(p, t, "expected '(' after 'nonuniformEXT' in an expression, found %s", tok_text(p, peek_at(p, 1)));
        return error_node(p, t);
    case KW_TRUE: case KW_FALSE: {
        next(p);
        Node *n = new_node(p, ND_BOOL, tok_loc(p->g, t));
        n->lit.u = k == KW_TRUE;
        return n;
    }
    case TK_STRING: {
        next(p);
        Node *n = new_node(p, ND_STRING, tok_loc(p->g, t));
        n->name = ident_name(p, t);
        return n;
    }
    case TK_LPAREN: {
        next(p);
        enter_nesting(p, t, "expression");
        Node *n = parse_expression(p);
        leave_nesting(p, 1);
        expect(p, TK_RPAREN, "to close the parenthesised expression");
        return n;
    }
    case TK_IDENT:
        if (is_type_name(p, t))
            return parse_constructor(p);
        next(p);
        if (at(p, TK_LPAREN)) {
            next(p);
            Node *call = new_node(p, ND_CALL, tok_loc(p->g, t));
            call->name = ident_name(p, t);
            call->name_hash = t->aux; /* the lexer's, hash_string's function */
            parse_call_args(p, &call->args);
            return call;
        } else {
            /* gl_ObjectToWorld3x4EXT and gl_WorldToObject3x4EXT become
             * transpose() calls where they stand (check_ray_ident): room
             * for a call. */
            int rewritten = t->len > 3 && t->text[0] == 'g' && t->text[1] == 'l' && t->text[2] == '_';
            Node *n = rewritten ? new_node_sized(p, ND_IDENT, tok_loc(p->g, t), NODE_EXPR_SIZE) : new_node(p, ND_IDENT, tok_loc(p->g, t));
            n->name = ident_name(p, t);
            return n;
        }
    case TK_TYPE_NAME: case KW_STRUCT:
        return parse_constructor(p);
    case TK_RESERVED:
        error_at(p, t, "%s is a reserved word%s", tok_text(p, t), keyword_hint(p, t));
        return error_node(p, t);
    case TK_OTHER:
        error_at(p, t, "unexpected character %s", tok_text(p, t));
        return error_node(p, t);
    case TK_PP_NUMBER:
        error_at(p, t, "invalid number %s", tok_text(p, t));
        return error_node(p, t);
    default:
        error_at(p, t, "expected an expression, found %s", tok_text(p, t));
        return error_node(p, t);
    }
}

/* postfix = primary { "[" expression "]" | "." IDENT ["(" args ")"] | "++" | "--" } */
static Node *parse_postfix(Parser *p)
{
    Chain chain;
    chain_start(p, &chain);
    Node *n = parse_primary(p);
    for (;;) {
        const Token *t = peek(p);
        switch (t->kind) {
        case TK_LBRACKET: {
            chain_link(p, &chain, t);
            next(p);
            Node *idx = new_node(p, ND_INDEX, tok_loc(p->g, t));
            idx->lhs = n;
            idx->rhs = parse_expression(p);
            expect(p, TK_RBRACKET, "to close the index");
            n = idx;
            break;
        }
        case TK_DOT: {
            chain_link(p, &chain, t);
            next(p);
            const Token *field = peek(p);
            /* Field names may collide with words (`.length`, `.sample`). */
            if (field->kind != TK_IDENT && field->kind != TK_TYPE_NAME && field->kind < KW_FIRST &&
                field->kind != TK_RESERVED) {
                error_at(p, field, "expected a field or swizzle name after '.', found %s", tok_text(p, field));
                chain_end(p, &chain, t);
                return n;
            }
            next(p);
            /* The kind is known before the node is made: a method is the bigger one. */
            int method = at(p, TK_LPAREN);
            Node *f = new_node(p, method ? ND_METHOD : ND_FIELD, tok_loc(p->g, field));
            f->lhs = n;
            f->name = ident_name(p, field);
            if (method) {
                next(p);
                parse_call_args(p, &f->args);
            }
            n = f;
            break;
        }
        case TK_INC:
        case TK_DEC: {
            chain_link(p, &chain, t);
            next(p);
            Node *post = new_node(p, ND_POSTFIX, tok_loc(p->g, t));
            post->op = (TokKind)t->kind;
            post->lhs = n;
            n = post;
            break;
        }
        default:
            chain_end(p, &chain, t);
            return n;
        }
    }
}

/* unary = ("+" | "-" | "!" | "~" | "++" | "--") unary | postfix */
static Node *parse_unary(Parser *p)
{
    const Token *t = peek(p);
    switch (t->kind) {
    case TK_PLUS: case TK_MINUS: case TK_BANG: case TK_TILDE: case TK_INC: case TK_DEC: {
        next(p);
        enter_nesting(p, t, "expression");
        Node *n = new_node(p, ND_UNARY, tok_loc(p->g, t));
        n->op = (TokKind)t->kind;
        n->lhs = parse_unary(p);
        leave_nesting(p, 1);
        return n;
    }
    default:
        return parse_postfix(p);
    }
}

/* The operators after `lhs` that bind at least `min_precedence`, in the
 * chain that lhs began. */
static Node *binary_rest(Parser *p, Node *lhs, int min_precedence, Chain *chain)
{
    for (;;) {
        const Token *t = peek(p);
        int prec = binary_precedence((TokKind)t->kind);
        if (!prec || prec < min_precedence) {
            chain_end(p, chain, t);
            return lhs;
        }
        next(p);
        chain_link(p, chain, t);
        Node *n = new_node(p, ND_BINARY, tok_loc(p->g, t));
        n->op = (TokKind)t->kind;
        n->lhs = lhs;
        /* The right operand is parse_binary(p, prec + 1) (left-associative)
         * without its call: chain_link left p->peak at p->depth, so its
         * chain starts where chain_start would start it, and while no
         * tighter operator follows, that chain ends with nothing to do. */
        Chain right = {.outer_peak = p->peak};
        Node *rhs = parse_unary(p);
        int next_prec = binary_precedence((TokKind)peek(p)->kind);
        if (next_prec > prec)
            rhs = binary_rest(p, rhs, prec + 1, &right);
        n->rhs = rhs;
        lhs = n;
    }
}

static Node *parse_binary(Parser *p, int min_precedence)
{
    Chain chain;
    chain_start(p, &chain);
    Node *lhs = parse_unary(p);
    return binary_rest(p, lhs, min_precedence, &chain);
}

/* Type parameters sit between '<' and '>', so relational operators end
 * them; parentheses allow anything. */
Node *parse_type_parameter(Parser *p)
{
    return parse_binary(p, binary_precedence(TK_SHL));
}

/* The rest of a conditional after its condition: ["?" expression ":" assignment]. */
static Node *conditional_rest(Parser *p, Node *cond)
{
    const Token *q = peek(p);
    if (!accept(p, TK_QUESTION))
        return cond;
    enter_nesting(p, q, "expression");
    Node *n = new_node(p, ND_TERNARY, tok_loc(p->g, q));
    n->cond = cond;
    n->lhs = parse_expression(p);
    expect(p, TK_COLON, "in the conditional expression ('?' needs a matching ':')");
    n->rhs = parse_assignment(p);
    leave_nesting(p, 1);
    return n;
}

/* conditional = logical_or ["?" expression ":" assignment] */
Node *parse_conditional(Parser *p)
{
    return conditional_rest(p, parse_binary(p, 1));
}

/* assignment = conditional [assignment_operator assignment]. Most are a
 * binary expression alone: without a call level for the conditional. */
Node *parse_assignment(Parser *p)
{
    Node *lhs = parse_binary(p, 1);
    const Token *t = peek(p);
    if (t->kind == TK_QUESTION) {
        lhs = conditional_rest(p, lhs);
        t = peek(p);
    }
    if (!is_assignment((TokKind)t->kind))
        return lhs;
    next(p);
    enter_nesting(p, t, "expression");
    Node *n = new_node(p, ND_ASSIGN, tok_loc(p->g, t));
    n->op = (TokKind)t->kind;
    n->lhs = lhs;
    n->rhs = parse_assignment(p); /* right-associative */
    leave_nesting(p, 1);
    return n;
}

/* expression = assignment {"," assignment} */
Node *parse_expression(Parser *p)
{
    Chain chain;
    chain_start(p, &chain);
    Node *n = parse_assignment(p);
    while (at(p, TK_COMMA)) {
        const Token *t = next(p);
        chain_link(p, &chain, t);
        Node *c = new_node(p, ND_BINARY, tok_loc(p->g, t));
        c->op = TK_COMMA;
        c->lhs = n;
        c->rhs = parse_assignment(p);
        n = c;
    }
    chain_end(p, &chain, peek(p));
    return n;
}

/* initializer = assignment | "{" initializer {"," initializer} [","] "}" */
Node *parse_initializer(Parser *p)
{
    const Token *t = peek(p);
    if (!accept(p, TK_LBRACE))
        return parse_assignment(p);
    enter_nesting(p, t, "initializer");
    Node *n = new_node(p, ND_INIT_LIST, tok_loc(p->g, t));
    do {
        if (at(p, TK_RBRACE))
            break; /* trailing comma */
        nodes_push(p->tree, &n->args, parse_initializer(p));
    } while (accept(p, TK_COMMA));
    expect(p, TK_RBRACE, "to close the initializer list");
    leave_nesting(p, 1);
    return n;
}
