/* sections.cc - the section syntax a[[t0, t1, ...]] in the arguments of
   hpc_ library calls (and hpc_section (...)).

   Every function-like macro of hpc.h whose name starts with hpc_ is made
   a conditional macro as it is defined; when one is called with a `[[`
   in its arguments, the arguments are consumed and pushed back with each
   section rewritten (before the macro collects its arguments, so the
   commas inside a section do not split them):

     hpc_remap (b[[k + 1 :]], a[[k + 1 :, k]])
       hpc_remap (__hpc_section (&(struct hpc_section) { 0 }, "hpc_remap",
				 (b), 1, (const struct hpc_triplet[]) {
				   { (k + 1), HPC_END, 1, 0 } }),
		  __hpc_section (..., (a), 2, ... {
				   { (k + 1), HPC_END, 1, 0 },
				   { (k), 0, 1, 1 } }))

   An entry is a triplet LO : HI : ST (parts optional: 0, the last index,
   1) or a single index (which drops the dimension).  A conditional
   expression in a triplet part must be parenthesised.  The number of
   entries is checked against the array's rank by the checks stage.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "tokens.h"

using namespace hpc_tokens;

namespace {

void (*prev_define) (cpp_reader *, location_t, cpp_hashnode *);

/* hpc.h's function-like hpc_ macros become conditional as defined.  */
void
flag_section_call (cpp_reader *pfile, location_t loc, cpp_hashnode *node)
{
  if (prev_define)
    prev_define (pfile, loc, node);
  const char *name = (const char *) NODE_NAME (node);
  if (!strncmp (name, "hpc_", 4) && name[4] != '_'
      && cpp_fun_like_macro_p (node))
    node->flags |= NODE_CONDITIONAL;
}

bool
double_open_p (const tokens &h, size_t k)
{
  return k + 1 < h.size () && h[k].type == CPP_OPEN_SQUARE
	 && h[k + 1].type == CPP_OPEN_SQUARE;
}

/* Whether NODE is a user macro whose replacement list holds a `[[`,
   itself or through the macros it names (*BUDGET of them looked at, at
   most: macro graphs can be large).  The look-ahead reads tokens
   unexpanded, so a section written in a macro, hpc_sum (SEC (u)), is
   seen only this way; eating the arguments expands it.  */
bool
macro_has_section_p (cpp_hashnode *node, int *budget)
{
  if (!cpp_user_macro_p (node) || --*budget < 0)
    return false;
  const cpp_macro *m = node->value.macro;
  if (!m || m->kind != cmk_macro)
    return false;
  for (unsigned i = 0; i < m->count; i++)
    {
      const cpp_token *t = &m->exp.tokens[i];
      if (t->type == CPP_OPEN_SQUARE && i + 1 < m->count
	  && m->exp.tokens[i + 1].type == CPP_OPEN_SQUARE)
	return true;
      if (t->type == CPP_NAME && t->val.node.node != node
	  && macro_has_section_p (t->val.node.node, budget))
	return true;
    }
  return false;
}

/* Whether the argument list ahead, ( ... ), contains a `[[`, written or
   from a macro.  */
bool
sections_ahead_p (cpp_reader *pfile)
{
  int budget = 64;
  int i = 0, depth = 0;
  const cpp_token *prev = NULL;
  for (;;)
    {
      if (i >= PEEK_LIMIT)	/* see header_follows_p */
	return false;
      const cpp_token *t = peek (pfile, i);
      if (t->type == CPP_EOF || t->type == CPP_PRAGMA
	  || (depth == 0 && t->type != CPP_OPEN_PAREN))
	return false;
      if (prev && prev->type == CPP_OPEN_SQUARE
	  && t->type == CPP_OPEN_SQUARE)
	return true;
      if (t->type == CPP_NAME
	  && macro_has_section_p (t->val.node.node, &budget))
	return true;
      if (opening_p (t->type))
	depth++;
      else if (closing_p (t->type) && --depth == 0)
	return false;
      prev = t;
    }
}

/* Index of the `]` closing the `[[` at H[K] (the second of `]]`).  */
size_t
section_end (const tokens &h, size_t k)
{
  /* Brackets matched by kind, as the token layer eats them: a ')' of the
     call does not close the section.  */
  std::vector<cpp_ttype> open;
  for (size_t j = k; j < h.size (); j++)
    if (opening_p (h[j].type))
      open.push_back (h[j].type);
    else if (closing_p (h[j].type))
      {
	size_t n = open.size ();
	while (n > 0 && open[n - 1] != matching_opener (h[j].type))
	  n--;
	if (n == 0)
	  continue;
	open.resize (n - 1);
	if (open.empty ())
	  return j;
      }
  return h.size ();
}

/* Index of the ',' ending the call argument that H[K] is in, or of the
   call's ')', counting parentheses only.  */
size_t
argument_end (const tokens &h, size_t k)
{
  int depth = 0;
  for (; k < h.size (); k++)
    if (h[k].type == CPP_OPEN_PAREN)
      depth++;
    else if (h[k].type == CPP_CLOSE_PAREN && --depth < 0)
      return k;
    else if (h[k].type == CPP_COMMA && depth == 0)
      return k;
  return h.size () - 1;
}

/* First token of the operand ending at H[K - 1]: NAME, possibly after
   `NAME .` / `NAME ->` chains.  */
size_t
operand_start (const tokens &h, size_t k)
{
  size_t s = k - 1;
  while (s >= 2 && (h[s - 1].type == CPP_DOT || h[s - 1].type == CPP_DEREF)
	 && h[s - 2].type == CPP_NAME)
    s -= 2;
  return s;
}

/* One entry H[FROM..TO) as { lo, hi, st, scalar }.  */
void
emit_entry (emitter &e, const tokens &h, size_t from, size_t to)
{
  size_t colon[2] = { to, to };
  int ncolons = 0, depth = 0;
  bool bad = to == from;
  if (bad)
    error_at (e.loc, "empty section entry");
  for (size_t j = from; j < to; j++)
    if (opening_p (h[j].type))
      depth++;
    else if (closing_p (h[j].type))
      depth--;
    else if (depth == 0 && h[j].type == CPP_QUERY)
      {
	error_at (h[j].src_loc, "a conditional expression in a section "
		  "triplet must be parenthesised");
	bad = true;
      }
    else if (depth == 0 && h[j].type == CPP_COLON && ncolons < 2)
      colon[ncolons++] = j;
    else if (depth == 0 && h[j].type == CPP_COLON)
      {
	error_at (h[j].src_loc, "too many %<:%> in a section triplet");
	bad = true;
      }
  e.punct (CPP_OPEN_BRACE);
  if (bad || ncolons == 0)
    {
      /* After an error, a harmless entry: no cascade of parse errors.  */
      e.paren_or_zero (h, from, bad ? from : to);
      e.seq (CPP_COMMA, 0, CPP_COMMA, 1, CPP_COMMA, 1);
    }
  else
    {
      size_t hi_end = ncolons == 2 ? colon[1] : to;
      e.paren_or_zero (h, from, colon[0]);
      e.punct (CPP_COMMA);
      if (hi_end > colon[0] + 1)
	e.copy_paren (h, colon[0] + 1, hi_end);
      else
	e.name ("HPC_END");
      e.punct (CPP_COMMA);
      if (ncolons == 2 && to > colon[1] + 1)
	e.copy_paren (h, colon[1] + 1, to);
      else
	e.number (1);
      e.seq (CPP_COMMA, 0);
    }
  e.punct (CPP_CLOSE_BRACE);
}

/* __hpc_section (&(struct hpc_section) { 0 }, "FN", (OPERAND), N,
		  (const struct hpc_triplet[]) { ENTRIES })  */
void
emit_section (emitter &e, const char *fn, const tokens &h, size_t op,
	      size_t open, size_t close)
{
  e.seq ("__hpc_section", CPP_OPEN_PAREN, CPP_AND, CPP_OPEN_PAREN, "struct",
	 "hpc_section", CPP_CLOSE_PAREN, CPP_OPEN_BRACE, 0, CPP_CLOSE_BRACE,
	 CPP_COMMA);
  e.string (fn);
  e.punct (CPP_COMMA);
  e.paren_or_zero (h, op, open);
  e.punct (CPP_COMMA);
  /* Entries: H[open + 2 .. close - 1), split at depth-0 commas.  */
  std::vector<std::pair<size_t, size_t> > entries;
  size_t from = open + 2, end = close - 1;
  int depth = 0;
  for (size_t j = from; j <= end; j++)
    if (j == end || (depth == 0 && h[j].type == CPP_COMMA))
      {
	entries.push_back (std::make_pair (from, j));
	from = j + 1;
      }
    else if (opening_p (h[j].type))
      depth++;
    else if (closing_p (h[j].type))
      depth--;
  e.seq (entries.size (), CPP_COMMA, CPP_OPEN_PAREN, "const", "struct",
	 "hpc_triplet", CPP_OPEN_SQUARE, CPP_CLOSE_SQUARE, CPP_CLOSE_PAREN,
	 CPP_OPEN_BRACE);
  for (size_t k = 0; k < entries.size (); k++)
    {
      if (k)
	e.punct (CPP_COMMA);
      emit_entry (e, h, entries[k].first, entries[k].second);
    }
  e.seq (CPP_CLOSE_BRACE, CPP_CLOSE_PAREN);
}

/* Consume the call's arguments and push them back with sections
   rewritten.  */
void
rewrite_sections (cpp_reader *pfile, const cpp_token *name)
{
  tokens h = eat (pfile, false);
  split_scope_tokens (h);
  emitter e (rewrite_location (name, h));
  const char *fn = (const char *) NODE_NAME (name->val.node.node);
  for (size_t k = 0; k < h.size ();)
    {
      if (!double_open_p (h, k) || k == 0
	  || (h[k - 1].type != CPP_NAME && h[k - 1].type != CPP_CLOSE_PAREN))
	{
	  e.add (h[k++]);
	  continue;
	}
      size_t op = h[k - 1].type == CPP_NAME ? operand_start (h, k) : k - 1;
      size_t close = section_end (h, k);
      if (close >= h.size () || h[close - 1].type != CPP_CLOSE_SQUARE)
	{
	  /* Keep the operand alone, so that one error is all the line
	     gets.  */
	  error_at (h[k].src_loc, "expected %<]]%> closing the section");
	  k = argument_end (h, k);
	  continue;
	}
      e.v.resize (e.v.size () - (k - op));	/* drop the operand copied */
      emit_section (e, fn, h, op, k, close);
      k = close + 1;
    }
  e.push (pfile);
}

} // anon namespace

/* For the token layer's hook: NODE is a section-taking hpc_ macro being
   expanded at TOK; return the node to expand, or NULL when NODE is not
   one of them.  */
cpp_hashnode *
hpc_sections_expand (cpp_reader *pfile, const cpp_token *tok)
{
  cpp_hashnode *node = tok->val.node.node;
  const char *name = (const char *) NODE_NAME (node);
  if (strncmp (name, "hpc_", 4) || name[4] == '_' || !cpp_fun_like_macro_p (node))
    return NULL;
  /* One nested in the arguments of another being rewritten
     (hpc_remap (t, hpc_transpose (a[[1 :, :]]))) is left for after: its
     sections are rewritten with the outer call's, and it expands when
     the tokens are read again.  Expanded now, it would collect the raw
     section's commas as arguments.  */
  if (eating)
    return NULL;
  construct_info outer = current_construct;
  current_construct = construct_of (tok);
  const cpp_token call = *tok;	/* libcpp reuses the token's memory */
  if (sections_ahead_p (pfile))
    rewrite_sections (pfile, &call);
  current_construct = outer;
  return node;
}

/* Watch hpc.h's definitions (PLUGIN_PRAGMAS, with the token layer).  */
void
hpc_sections_init (void)
{
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  prev_define = cb->define;
  cb->define = flag_section_call;
}
