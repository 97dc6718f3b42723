/* params.cc - distributed array parameters (part of the token layer).

     void relax (distributed float u[Range x][int n]) { ... relax (u) ... }

   binds u, x and n in the callee to the array the caller passes by name.
   C parameters decay to pointers, so the parameter becomes the local
   block's address and the body opens with the bound declarations:

     void relax (__hpc_array_arg __hpc_param_u)
     { Range x __attribute__ ((unused))
	 = __hpc_param_range (__hpc_param_u, 0, 2, "u");
       int n __attribute__ ((unused))
	 = (int) __hpc_param_extent (__hpc_param_u, 1, 2, "u");
       float u[__hpc_extent (x)][__hpc_extent (n)]
	 __attribute__ ((__hpc_dist__ ((x), (n)), __hpc_param__ (__hpc_param_u)));
       ...

   (the runtime checks that the argument is a distributed array of that
   rank with a range / a sequential extent in each dimension), and
   arrays.cc gives u the storage at __hpc_param_u.  A prototype without a
   body gets the parameter only.  A parameter form is recognised by its
   bracket contents: a type and a name, `[Range x]`, `[int n]`.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "tokens.h"

using namespace hpc_tokens;

namespace {

/* One dimension of a parameter: H[type_from..name) is the type, H[name]
   the name bound.  */
struct param_dim
{
  size_t type_from, name;
};

/* Consume the rest of the parameter list, through its ')', and the '{'
   of a body when one follows.  */
bool
eat_parameter_list (cpp_reader *pfile, tokens &h)
{
  int depth = 0;
  cpp_token t;
  do
    {
      if (!next_token (pfile, &t))
	return false;
      h.push_back (t);
      if (opening_p (t.type))
	depth++;
    }
  while (!closing_p (t.type) || --depth >= 0);
  int i = 0;
  if (peek (pfile, i)->type != CPP_OPEN_BRACE || !next_token (pfile, &t))
    return false;
  h.push_back (t);
  return true;
}

/* The parameter H[0..end): element type H[0..name), the name, and the
   dimensions; false after a diagnostic.  */
bool
parse_parameter (const tokens &h, size_t end, size_t *name,
		 std::vector<param_dim> &dims)
{
  size_t k = 0;
  while (k + 1 < end && !(h[k].type == CPP_NAME
			  && h[k + 1].type == CPP_OPEN_SQUARE))
    k++;
  if (k + 1 >= end || k == 0)
    {
      error_at (h[0].src_loc, "expected %<distributed TYPE NAME[Range x]"
		"...%> as a parameter");
      return false;
    }
  *name = k++;
  while (k < end && h[k].type == CPP_OPEN_SQUARE)
    {
      size_t from = k + 1, close = from;
      while (close < end && h[close].type == CPP_NAME)
	close++;
      if (close >= end || h[close].type != CPP_CLOSE_SQUARE
	  || close - from < 2)
	{
	  error_at (h[k].src_loc, "a distributed parameter binds each "
		    "dimension as %<[Range NAME]%> or %<[int NAME]%>");
	  return false;
	}
      param_dim d = { from, close - 1 };
      dims.push_back (d);
      k = close + 1;
    }
  if (k != end)
    {
      error_at (h[k < end ? k : end - 1].src_loc, "unexpected tokens after "
		"a distributed parameter");
      return false;
    }
  return true;
}

/* TYPE NAME __attribute__ ((unused)) = CALL (P, D, RANK, "U");  */
void
emit_dim_binding (emitter &e, const tokens &h, const param_dim &d,
		  const char *p, int dim, int rank, const char *u)
{
  bool range = d.name - d.type_from == 1
	       && !strcmp ((const char *) NODE_NAME (h[d.type_from].val.node.node),
			   "Range");
  e.copy (h, d.type_from, d.name + 1);
  e.seq ("__attribute__", CPP_OPEN_PAREN, CPP_OPEN_PAREN, "unused",
	 CPP_CLOSE_PAREN, CPP_CLOSE_PAREN, CPP_EQ);
  if (!range)
    e.copy_paren (h, d.type_from, d.name);
  e.seq (range ? "__hpc_param_range" : "__hpc_param_extent", CPP_OPEN_PAREN, p,
	 CPP_COMMA, dim, CPP_COMMA, rank, CPP_COMMA);
  e.string (u);
  e.seq (CPP_CLOSE_PAREN, CPP_SEMICOLON);
}

/* ELEM U [__hpc_extent (X)]... __attribute__ ((__hpc_dist__ (...),
   __hpc_param__ (P)));  */
void
emit_array_binding (emitter &e, const tokens &h, size_t name,
		    const std::vector<param_dim> &dims, const char *p)
{
  e.copy (h, 0, name + 1);
  for (const param_dim &d : dims)
    {
      e.seq (CPP_OPEN_SQUARE, "__hpc_extent");
      e.copy_paren (h, d.name, d.name + 1);
      e.punct (CPP_CLOSE_SQUARE);
    }
  e.seq ("__attribute__", CPP_OPEN_PAREN, CPP_OPEN_PAREN, "__hpc_dist__",
	 CPP_OPEN_PAREN);
  for (size_t k = 0; k < dims.size (); k++)
    {
      if (k)
	e.punct (CPP_COMMA);
      e.copy_paren (h, dims[k].name, dims[k].name + 1);
    }
  e.seq (CPP_CLOSE_PAREN, CPP_COMMA, "__hpc_param__", CPP_OPEN_PAREN, p,
	 CPP_CLOSE_PAREN, CPP_CLOSE_PAREN, CPP_CLOSE_PAREN, CPP_SEMICOLON);
}

/* End of the first parameter in H: its depth-0 ',' or the list's ')'.  */
size_t
parameter_end (const tokens &h)
{
  int depth = 0;
  for (size_t k = 0; k < h.size (); k++)
    if (opening_p (h[k].type))
      depth++;
    else if (closing_p (h[k].type) && --depth < 0)
      return k;
    else if (depth == 0 && h[k].type == CPP_COMMA)
      return k;
  return h.size ();
}

/* The I-th token ahead (I advanced past it) and, where it is the first
   piece of a paste, the pieces pasted to it.  */
const cpp_token *
peek_pasted (cpp_reader *pfile, int &i)
{
  const cpp_token *first = peek (pfile, i);
  for (const cpp_token *t = first; (t->flags & PASTE_LEFT) && i < PEEK_LIMIT;)
    t = peek (pfile, i);
  return first;
}

} // anon namespace

/* Whether the tokens after `distributed` are a parameter: the first
   bracket holds only names, at least two (a type and a name).  A name
   pasted in a macro (nm##3) counts once: libcpp pastes as it reads, so
   a peek sees the pieces, the first marked PASTE_LEFT.  */
bool
hpc_parameter_form_p (cpp_reader *pfile)
{
  int i = 0;
  const cpp_token *t;
  do
    t = peek_pasted (pfile, i);
  while ((t->type == CPP_NAME || t->type == CPP_MULT) && i < PEEK_LIMIT);
  if (t->type != CPP_OPEN_SQUARE)
    return false;
  int names = 0;
  while ((t = peek_pasted (pfile, i))->type == CPP_NAME && i < PEEK_LIMIT)
    names++;
  return t->type == CPP_CLOSE_SQUARE && names >= 2;
}

void
hpc_rewrite_parameter (cpp_reader *pfile, const cpp_token *kw)
{
  tokens h;
  bool body = eat_parameter_list (pfile, h);
  emitter e (kw->src_loc);
  size_t end = parameter_end (h), name;
  std::vector<param_dim> dims;
  if (!parse_parameter (h, end, &name, dims))
    {
      e.copy (h, end, h.size ());
      e.push (pfile);
      return;
    }
  const char *u = (const char *) NODE_NAME (h[name].val.node.node);
  std::string pname = std::string ("__hpc_param_") + u;
  const char *p = xstrdup (pname.c_str ());
  e.seq ("__hpc_array_arg", p);
  e.copy (h, end, h.size ());
  if (body)
    {
      for (size_t d = 0; d < dims.size (); d++)
	emit_dim_binding (e, h, dims[d], p, d, dims.size (), u);
      emit_array_binding (e, h, name, dims, p);
    }
  e.push (pfile);
}
