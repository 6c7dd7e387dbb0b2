/* The parser, part 3: statements (GLSL 4.60 chapter 6). Scopes follow the
 * spec: a compound statement opens one, a function's parameters and body
 * share one, and a for or while loop's declaration is scoped to the loop. */
#include "glsl/parse/parse.h"

static Node *simple(Parser *p, NodeKind kind, const char *what)
{
    const Token *t = next(p);
    Node *n = new_node(p, kind, tok_loc(p->g, t));
    if (!expectf(p, TK_SEMICOLON, "after '%s'", what))
        sync_statement(p);
    return n;
}

/* Statement list up to '}' (consumed). */
static void parse_statements(Parser *p, Node *block)
{
    while (!at(p, TK_RBRACE) && !at(p, TK_EOF)) {
        size_t n = block->list.len;
        if (at(p, TK_SEMICOLON) && n && block->list.data[n - 1]->kind == ND_EMPTY) {
            next(p); /* ";;": one empty statement stands for all (a node each would be 300 bytes a byte) */
            continue;
        }
        size_t before = p->pos, errors = p->errors;
        Node *s = parse_statement(p);
        if (s)
            nodes_push(p->tree, &block->list, s);
        if (p->panic)
            sync_statement(p);
        if (p->pos == before) {
            if (p->errors == errors)
                error_at(p, peek(p), "expected a statement, found %s", tok_text(p, peek(p)));
            next(p);
            p->panic = 0;
        }
    }
    expect(p, TK_RBRACE, "to close the block");
}

Node *parse_compound(Parser *p)
{
    const Token *t = next(p); /* { */
    Node *block = new_node(p, ND_BLOCK, tok_loc(p->g, t)); /* a statement: parse_statement counts its nesting */
    scope_push(p);
    parse_statements(p, block);
    scope_pop(p);
    return block;
}

Node *parse_function_body(Parser *p)
{
    const Token *t = next(p); /* { */
    Node *block = new_node(p, ND_BLOCK, tok_loc(p->g, t));
    parse_statements(p, block);
    return block;
}

/* condition = expression | fully_specified_type IDENT "=" initializer */
static Node *parse_condition(Parser *p)
{
    if (!starts_declaration(p))
        return parse_expression(p);
    const Token *t = peek(p);
    Node *n = new_node(p, ND_CONDITION_DECL, tok_loc(p->g, t));
    n->type = parse_fully_specified_type(p);
    const Token *name = peek(p);
    if (!n->type || !expect(p, TK_IDENT, "for the variable declared in the condition"))
        return n;
    n->name = ident_name(p, name);
    n->loc = tok_loc(p->g, name);
    scope_declare(p, n->name, 0);
    if (expect(p, TK_ASSIGN, "after the variable declared in the condition (it needs an initializer)"))
        n->init = parse_initializer(p);
    return n;
}

static Node *parse_if(Parser *p)
{
    const Token *t = next(p);
    Node *n = new_node(p, ND_IF, tok_loc(p->g, t));
    expect(p, TK_LPAREN, "after 'if'");
    n->cond = parse_expression(p);
    expect(p, TK_RPAREN, "to close the 'if' condition");
    n->then = parse_statement(p);
    if (accept(p, KW_ELSE))
        n->els = parse_statement(p);
    return n;
}

static Node *parse_switch(Parser *p)
{
    const Token *t = next(p);
    Node *n = new_node(p, ND_SWITCH, tok_loc(p->g, t));
    expect(p, TK_LPAREN, "after 'switch'");
    n->cond = parse_expression(p);
    expect(p, TK_RPAREN, "to close the 'switch' expression");
    if (!at(p, TK_LBRACE)) {
        error_at(p, peek(p), "expected '{' to begin the 'switch' body, found %s", tok_text(p, peek(p)));
        return n;
    }
    n->body = parse_compound(p);
    return n;
}

static Node *parse_while(Parser *p)
{
    const Token *t = next(p);
    Node *n = new_node(p, ND_WHILE, tok_loc(p->g, t));
    scope_push(p);
    expect(p, TK_LPAREN, "after 'while'");
    n->cond = parse_condition(p);
    expect(p, TK_RPAREN, "to close the 'while' condition");
    n->then = parse_statement(p);
    scope_pop(p);
    return n;
}

static Node *parse_do(Parser *p)
{
    const Token *t = next(p);
    Node *n = new_node(p, ND_DO, tok_loc(p->g, t));
    n->then = parse_statement(p);
    if (!expect(p, KW_WHILE, "after the body of 'do'"))
        return n;
    expect(p, TK_LPAREN, "after 'while'");
    n->cond = parse_expression(p);
    expect(p, TK_RPAREN, "to close the 'do-while' condition");
    expect(p, TK_SEMICOLON, "after 'do-while'");
    return n;
}

/* for "(" (declaration | expression? ";") condition? ";" expression? ")" statement */
static Node *parse_for(Parser *p)
{
    const Token *t = next(p);
    Node *n = new_node(p, ND_FOR, tok_loc(p->g, t));
    scope_push(p);
    expect(p, TK_LPAREN, "after 'for'");
    if (accept(p, TK_SEMICOLON)) {
        n->init = new_node(p, ND_EMPTY, tok_loc(p->g, t));
    } else if (starts_declaration(p)) {
        Node *s = new_node(p, ND_DECL_STMT, tok_loc(p->g, peek(p)));
        s->lhs = parse_declaration(p);
        n->init = s;
    } else {
        Node *s = new_node(p, ND_EXPR_STMT, tok_loc(p->g, peek(p)));
        s->lhs = parse_expression(p);
        expect(p, TK_SEMICOLON, "after the initialisation in 'for'");
        n->init = s;
    }
    if (!at(p, TK_SEMICOLON))
        n->cond = parse_condition(p);
    expect(p, TK_SEMICOLON, "after the condition in 'for'");
    if (!at(p, TK_RPAREN))
        n->inc = parse_expression(p);
    expect(p, TK_RPAREN, "to close the 'for' header");
    n->then = parse_statement(p);
    scope_pop(p);
    return n;
}

static Node *parse_return(Parser *p)
{
    const Token *t = next(p);
    Node *n = new_node(p, ND_RETURN, tok_loc(p->g, t));
    if (!at(p, TK_SEMICOLON))
        n->lhs = parse_expression(p);
    if (!expect(p, TK_SEMICOLON, "after 'return'"))
        sync_statement(p);
    return n;
}

/* attributes = "[[" name ["(" expression ")"] {"," ...} "]]" */
void parse_attributes(Parser *p, Node *owner)
{
    next(p), next(p);
    do {
        const Token *t = peek(p);
        if (t->kind != TK_IDENT) {
            error_at(p, t, "expected an attribute name, found %s", tok_text(p, t));
            return;
        }
        next(p);
        LayoutItem a = {ident_name(p, t), NULL, tok_loc(p->g, t)};
        if (accept(p, TK_LPAREN)) {
            a.value = parse_conditional(p);
            expect(p, TK_RPAREN, "to close the attribute's argument");
        }
        vec_push(p->tree, &owner->attributes, a);
    } while (accept(p, TK_COMMA));
    if (expect(p, TK_RBRACKET, "to close the attribute list"))
        expect(p, TK_RBRACKET, "to close the attribute list ']]'");
}

static Node *parse_statement_inner(Parser *p)
{
    const Token *t = peek(p);
    switch (t->kind) {
    case TK_LBRACE: return parse_compound(p);
    case KW_IF: return parse_if(p);
    case KW_SWITCH: return parse_switch(p);
    case KW_WHILE: return parse_while(p);
    case KW_DO: return parse_do(p);
    case KW_FOR: return parse_for(p);
    case KW_RETURN: return parse_return(p);
    case KW_BREAK: return simple(p, ND_BREAK, "break");
    case KW_CONTINUE: return simple(p, ND_CONTINUE, "continue");
    case KW_DISCARD: return simple(p, ND_DISCARD, "discard");
    case KW_DEMOTE: return simple(p, ND_DEMOTE, "demote");
    case KW_TERMINATE_INVOCATION: return simple(p, ND_TERMINATE_INVOCATION, "terminateInvocation");
    case KW_TERMINATE_RAY: return simple(p, ND_TERMINATE_RAY, "terminateRayEXT");
    case KW_IGNORE_INTERSECTION: return simple(p, ND_IGNORE_INTERSECTION, "ignoreIntersectionEXT");
    case TK_SEMICOLON: next(p); return new_node(p, ND_EMPTY, tok_loc(p->g, t));
    case KW_CASE: {
        next(p);
        Node *n = new_node(p, ND_CASE, tok_loc(p->g, t));
        n->lhs = parse_expression(p);
        expect(p, TK_COLON, "after the 'case' label");
        return n;
    }
    case KW_DEFAULT:
        next(p);
        expect(p, TK_COLON, "after 'default'");
        return new_node(p, ND_DEFAULT, tok_loc(p->g, t));
    default:
        break;
    }
    if (starts_declaration(p)) {
        Node *s = new_node(p, ND_DECL_STMT, tok_loc(p->g, t));
        s->lhs = parse_declaration(p);
        return s;
    }
    Node *s = new_node(p, ND_EXPR_STMT, tok_loc(p->g, t));
    s->lhs = parse_expression(p);
    if (!expect(p, TK_SEMICOLON, "after the expression"))
        sync_statement(p);
    return s;
}

Node *parse_statement(Parser *p)
{
    const Token *t = peek(p);
    enter_nesting(p, t, "statement");
    Node *s;
    if (t->kind == TK_LBRACKET && peek_at(p, 1)->kind == TK_LBRACKET) {
        Node attrs = {0};
        parse_attributes(p, &attrs);
        s = parse_statement_inner(p);
        if (s)
            s->attributes = attrs.attributes;
    } else {
        s = parse_statement_inner(p);
    }
    leave_nesting(p, 1);
    return s;
}
