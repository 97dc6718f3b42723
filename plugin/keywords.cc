/* keywords.cc - the token layer of the HPC plugin: on, at, over and
   distributed become plain C with marker calls, before the parser sees
   them.

   The keywords are "smart": each is a conditional macro
   (NODE_CONDITIONAL) whose expansion libcpp asks us about through the
   macro_to_expand callback.  When the tokens that follow have the
   construct's shape, we consume them and push a rewritten token list;
   otherwise the identifier stays an identifier (so `on`, `at`, `over` and
   `distributed` remain usable as ordinary names, and never fire after `.`
   or `->`).  This is pure token work with no parser state, so a direct
   compile, -save-temps, gcc -E followed by compiling the .i, and two-stage
   -fdirectives-only builds all see the same program.

   Before / after (MASK: bit 0 lo given, bit 1 hi given, bit 2 st given):

     over (i = x | lo : hi : st) S
       for (__hpc_index_t i = __hpc_over_begin ((x), MASK, (lo), (hi), (st));
            __hpc_over_cond (i); __hpc_over_next (i)) S
     at (l = x[k]) S
       for (__hpc_location_t l = __hpc_at_begin ((x), (k));
            __hpc_at_cond (l); __hpc_at_next (l)) S
     on (p) S
       for (int __hpc_onN = __hpc_on_begin ((p)); __hpc_onN;
            __hpc_onN = __hpc_on_end ()) S
     distributed T u[x][N], v[x];
       T u[__hpc_extent (x)][__hpc_extent (N)]
           __attribute__ ((__hpc_dist__ (x, N))),
         v[__hpc_extent (x)] __attribute__ ((__hpc_dist__ (x)));

   The lowering (lower.cc) turns the marker loops into the real thing.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "tokens.h"

using namespace hpc_tokens;

namespace {

enum keyword_kind { KW_NONE, KW_ON, KW_AT, KW_OVER, KW_DISTRIBUTED };

struct keyword
{
  const char *name;
  keyword_kind kind;
  bool short_name;		/* may be turned off, never after . or -> */
  cpp_hashnode *node;
};

keyword keywords[] = {
  { "on", KW_ON, true, NULL },
  { "at", KW_AT, true, NULL },
  { "over", KW_OVER, true, NULL },
  { "distributed", KW_DISTRIBUTED, true, NULL },
  { "__hpc_on", KW_ON, false, NULL },
  { "__hpc_at", KW_AT, false, NULL },
  { "__hpc_over", KW_OVER, false, NULL },
  { "__hpc_distributed", KW_DISTRIBUTED, false, NULL },
};

cpp_hashnode *(*prev_macro_to_expand) (cpp_reader *, const cpp_token *);
cpp_hashnode *empty_macro;	/* expands to nothing, atop our tokens */

/* After a malformed header: a loop that never runs, so the body is still
   parsed (and checked) and nothing else is lost.  */
void
push_dead_loop (emitter &e, cpp_reader *pfile)
{
  e.seq ("for", CPP_OPEN_PAREN, CPP_SEMICOLON, 0, CPP_SEMICOLON,
	 CPP_CLOSE_PAREN);
  e.push (pfile);
}

/* for ( TYPE VAR = INIT... ; COND ( VAR ) ; NEXT ( VAR ) ) with INIT
   already emitted into E by FILL.  */
template <typename F>
void
emit_marker_loop (emitter &e, const char *type, const cpp_token &var,
		  const char *cond, const char *next, F fill)
{
  e.seq ("for", CPP_OPEN_PAREN, type, var, CPP_EQ);
  fill ();
  e.seq (CPP_SEMICOLON, cond, CPP_OPEN_PAREN, var, CPP_CLOSE_PAREN,
	 CPP_SEMICOLON, next, CPP_OPEN_PAREN, var, CPP_CLOSE_PAREN,
	 CPP_CLOSE_PAREN);
}

/* ------------------------------------------------------------ over */

/* Positions of the separators in an over header ( NAME = X | a : b : c ).  */
struct triplet_shape
{
  int bar, colon1, colon2;	/* -1 when absent */
};

/* Split H (from '(' to ')') at the depth-0 '|' and ':'s; false after a
   diagnostic.  */
bool
split_over_header (const tokens &h, location_t kw, triplet_shape &s)
{
  s.bar = s.colon1 = s.colon2 = -1;
  int n = h.size (), depth = 0;
  if (n < 5 || h[1].type != CPP_NAME || h[2].type != CPP_EQ)
    {
      error_at (kw, "expected %<over (NAME = RANGE | LO : HI : STEP)%>");
      return false;
    }
  for (int k = 3; k < n - 1; k++)
    {
      cpp_ttype t = h[k].type;
      if (opening_p (t))
	depth++;
      else if (closing_p (t))
	depth--;
      else if (depth > 0)
	continue;
      else if (t == CPP_OR && s.bar < 0)
	s.bar = k;
      else if (t == CPP_QUERY && s.bar >= 0)
	{
	  error_at (h[k].src_loc, "a conditional expression in an %<over%> "
		    "triplet must be parenthesised");
	  return false;
	}
      else if (t == CPP_COLON && s.bar >= 0)
	{
	  if (s.colon1 < 0)
	    s.colon1 = k;
	  else if (s.colon2 < 0)
	    s.colon2 = k;
	  else
	    {
	      error_at (h[k].src_loc, "too many %<:%> in an %<over%> triplet");
	      return false;
	    }
	}
    }
  if (s.bar == 3 || (s.bar < 0 && n == 4))
    {
      error_at (h[2].src_loc, "expected a range after %<=%>");
      return false;
    }
  if (s.bar >= 0 && s.colon1 < 0)
    {
      error_at (h[s.bar].src_loc, "expected a triplet %<LO : HI : STEP%> "
		"(parts optional) after %<|%>");
      return false;
    }
  return true;
}

void
rewrite_over (cpp_reader *pfile, const cpp_token *kw)
{
  tokens h = eat (pfile, false);
  split_scope_tokens (h);
  emitter e (rewrite_location (kw, h));
  triplet_shape s;
  if (!split_over_header (h, kw->src_loc, s))
    {
      push_dead_loop (e, pfile);
      return;
    }
  int n = h.size ();
  int range_end = s.bar >= 0 ? s.bar : n - 1;
  int lo0 = s.bar + 1, lo1 = s.colon1;
  int hi0 = s.colon1 + 1, hi1 = s.colon2 >= 0 ? s.colon2 : n - 1;
  int st0 = s.colon2 + 1, st1 = n - 1;
  if (s.bar < 0)
    lo0 = lo1 = hi0 = hi1 = st0 = st1 = 0;
  else if (s.colon2 < 0)
    st0 = st1 = 0;
  long mask = (lo1 > lo0) | (hi1 > hi0) << 1 | (st1 > st0) << 2;
  emit_marker_loop (e, "__hpc_index_t", h[1], "__hpc_over_cond",
		    "__hpc_over_next", [&] () {
		      e.seq ("__hpc_over_begin", CPP_OPEN_PAREN);
		      e.paren_or_zero (h, 3, range_end);
		      e.seq (CPP_COMMA, mask, CPP_COMMA);
		      e.paren_or_zero (h, lo0, lo1);
		      e.punct (CPP_COMMA);
		      e.paren_or_zero (h, hi0, hi1);
		      e.punct (CPP_COMMA);
		      e.paren_or_zero (h, st0, st1);
		      e.punct (CPP_CLOSE_PAREN);
		    });
  e.push (pfile);
}

/* ------------------------------------------------------------ at */

void
rewrite_at (cpp_reader *pfile, const cpp_token *kw)
{
  tokens h = eat (pfile, false);
  emitter e (rewrite_location (kw, h));
  int n = h.size (), open = -1, depth = 0;
  if (n >= 7 && h[1].type == CPP_NAME && h[2].type == CPP_EQ
      && h[n - 2].type == CPP_CLOSE_SQUARE)
    for (int k = n - 2; k > 3 && open < 0; k--)
      {
	if (h[k].type == CPP_CLOSE_SQUARE)
	  depth++;
	else if (h[k].type == CPP_OPEN_SQUARE && --depth == 0)
	  open = k;
      }
  if (open < 0 || open + 1 == n - 2)
    {
      error_at (kw->src_loc, "expected %<at (NAME = RANGE[INDEX])%>");
      push_dead_loop (e, pfile);
      return;
    }
  emit_marker_loop (e, "__hpc_location_t", h[1], "__hpc_at_cond",
		    "__hpc_at_next", [&] () {
		      e.seq ("__hpc_at_begin", CPP_OPEN_PAREN);
		      e.paren_or_zero (h, 3, open);
		      e.punct (CPP_COMMA);
		      e.paren_or_zero (h, open + 1, n - 2);
		      e.punct (CPP_CLOSE_PAREN);
		    });
  e.push (pfile);
}

/* ------------------------------------------------------------ on */

void
rewrite_on (cpp_reader *pfile, const cpp_token *kw)
{
  tokens h = eat (pfile, false);
  emitter e (rewrite_location (kw, h));
  if (h.size () < 3)
    {
      error_at (kw->src_loc, "expected %<on (GROUP)%>");
      push_dead_loop (e, pfile);
      return;
    }
  char flag[32];
  snprintf (flag, sizeof flag, "__hpc_on%u", hpc_unit ().on_counter++);
  const char *v = xstrdup (flag);
  e.seq ("for", CPP_OPEN_PAREN, "int", v, CPP_EQ, "__hpc_on_begin");
  e.copy (h, 0, h.size ());
  e.seq (CPP_SEMICOLON, v, CPP_SEMICOLON, v, CPP_EQ, "__hpc_on_end",
	 CPP_OPEN_PAREN, CPP_CLOSE_PAREN, CPP_CLOSE_PAREN);
  e.push (pfile);
}

/* ------------------------------------------------------------ distributed */

/* Whether H[K] starts a declarator's array part: NAME followed by '['.  */
bool
declarator_name_p (const tokens &h, size_t k)
{
  return k + 1 < h.size () && h[k].type == CPP_NAME
	 && h[k + 1].type == CPP_OPEN_SQUARE;
}

/* Rewrite the bracket groups of one declarator starting at H[K] (the
   name); return the index after them.  */
size_t
rewrite_declarator (const tokens &h, size_t k, emitter &e)
{
  e.add (h[k++]);
  std::vector<std::pair<size_t, size_t> > extents;
  while (k < h.size () && h[k].type == CPP_OPEN_SQUARE)
    {
      size_t open = k;
      int depth = 0;
      for (; k < h.size (); k++)
	if (opening_p (h[k].type))
	  depth++;
	else if (closing_p (h[k].type) && --depth == 0)
	  break;
      extents.push_back (std::make_pair (open + 1, k));
      if (k == open + 1)
	error_at (h[open].src_loc, "a distributed array needs an extent "
		  "(a range or an integer) in every dimension");
      e.seq (CPP_OPEN_SQUARE, "__hpc_extent");
      e.paren_or_zero (h, open + 1, k);
      e.punct (CPP_CLOSE_SQUARE);
      k++;
    }
  e.seq ("__attribute__", CPP_OPEN_PAREN, CPP_OPEN_PAREN, "__hpc_dist__",
	 CPP_OPEN_PAREN);
  for (size_t d = 0; d < extents.size (); d++)
    {
      if (d)
	e.punct (CPP_COMMA);
      e.paren_or_zero (h, extents[d].first, extents[d].second);
    }
  e.seq (CPP_CLOSE_PAREN, CPP_CLOSE_PAREN, CPP_CLOSE_PAREN);
  return k;
}

void
rewrite_distributed (cpp_reader *pfile, const cpp_token *kw)
{
  tokens h = eat (pfile, true);
  emitter e (kw->src_loc);
  int depth = 0;
  bool any = false, handle = false;
  for (size_t k = 0; k < h.size ();)
    {
      cpp_ttype t = h[k].type;
      if (depth == 0 && declarator_name_p (h, k))
	{
	  handle = hpc_handle_declarator_p (h, k);
	  k = handle ? hpc_rewrite_handle_declarator (h, k, e)
	      : rewrite_declarator (h, k, e);
	  any = true;
	  continue;
	}
      if (depth == 0 && t == CPP_EQ && !handle)
	error_at (h[k].src_loc, "a distributed array cannot have an "
		  "initializer");
      if (opening_p (t))
	depth++;
      else if (closing_p (t))
	depth--;
      e.add (h[k++]);
    }
  if (!any)
    error_at (kw->src_loc, "expected a distributed array declaration "
	      "%<distributed TYPE NAME[EXTENT]...;%>");
  e.push (pfile);
}

/* Whether the tokens after `distributed` can start a declaration.  */
bool
declaration_follows_p (cpp_reader *pfile)
{
  int i = 0;
  const cpp_token *t = peek (pfile, i);
  return t->type == CPP_NAME;
}

/* ------------------------------------------------------------ the hook */

keyword *
find_keyword (cpp_hashnode *node)
{
  for (keyword &k : keywords)
    if (k.node == node)
      return &k;
  return NULL;
}

/* How deep we are in reading tokens for a keyword or a section (peeking
   ahead, or eating).  */
int reading_tokens;
void (*prev_include) (cpp_reader *, location_t, const unsigned char *,
		      const char *, int, const cpp_token **);

/* An #include met while we read a construct's tokens: libcpp would stack
   the file under its look-ahead, which it does not support (GCC 12 later
   reads uninitialised token locations and crashes).  Such a construct is
   unfinished anyway, so stop here, as check_same_file does for a
   construct running into an included file.  */
void
include_inside_construct (cpp_reader *pfile, location_t loc,
			  const unsigned char *dir, const char *fname,
			  int angle, const cpp_token **comments)
{
  if (reading_tokens)
    fatal_error (loc, "%<#%s%> inside an unfinished %qs", dir,
		 current_construct.name ? current_construct.name
		 : "construct");
  if (prev_include)
    prev_include (pfile, loc, dir, fname, angle, comments);
}

cpp_hashnode *expand_keyword (cpp_reader *pfile, const cpp_token *tok);

cpp_hashnode *
hpc_macro_to_expand (cpp_reader *pfile, const cpp_token *tok)
{
  reading_tokens++;
  cpp_hashnode *macro = expand_keyword (pfile, tok);
  reading_tokens--;
  return macro;
}

cpp_hashnode *
expand_keyword (cpp_reader *pfile, const cpp_token *tok)
{
  keyword *kw = find_keyword (tok->val.node.node);
  if (eating && kw)
    return NULL;
  if (kw)
    current_construct = construct_of (tok);
  if (!kw)
    {
      if (cpp_hashnode *call = hpc_sections_expand (pfile, tok))
	return call;
      return prev_macro_to_expand ? prev_macro_to_expand (pfile, tok) : NULL;
    }
  /* libcpp reuses the memory of the tokens we read: keep a copy of the
     keyword for the rewriters.  */
  const cpp_token keyword_token = *tok;
  tok = &keyword_token;
  if (kw->short_name && after_member_access_p (tok->src_loc))
    return NULL;
  switch (kw->kind)
    {
    case KW_DISTRIBUTED:
      if (!declaration_follows_p (pfile))
	return NULL;
      if (hpc_parameter_form_p (pfile))
	hpc_rewrite_parameter (pfile, tok);
      else
	rewrite_distributed (pfile, tok);
      break;
    case KW_OVER: case KW_AT: case KW_ON:
      if (!header_follows_p (pfile))
	return NULL;
      if (kw->kind == KW_OVER)
	rewrite_over (pfile, tok);
      else if (kw->kind == KW_AT)
	rewrite_at (pfile, tok);
      else
	rewrite_on (pfile, tok);
      break;
    default:
      gcc_unreachable ();
    }
  return empty_macro;
}

} // anon namespace

/* Make the keywords smart macros and chain our macro_to_expand hook.
   Called once the preprocessor is set up (PLUGIN_PRAGMAS), also for -E;
   not for input whose macros were already expanded.  */
void
hpc_keywords_init (void)
{
  cpp_options *opts = cpp_get_options (parse_in);
  /* Already expanded input, or the first stage of a -fdirectives-only
     build (which expands no macros: the second stage rewrites).  */
  if (opts->preprocessed != opts->directives_only)
    return;
  cpp_define (parse_in, "__hpc_empty=");
  empty_macro = lookup_node ("__hpc_empty");
  for (keyword &k : keywords)
    {
      if (k.short_name && !hpc_opts.short_keywords)
	continue;
      std::string def = std::string (k.name) + "=" + k.name;
      cpp_define (parse_in, def.c_str ());
      k.node = lookup_node (k.name);
      k.node->flags |= NODE_CONDITIONAL;
    }
  cpp_callbacks *cb = cpp_get_callbacks (parse_in);
  prev_macro_to_expand = cb->macro_to_expand;
  cb->macro_to_expand = hpc_macro_to_expand;
  prev_include = cb->include;
  cb->include = include_inside_construct;
  hpc_sections_init ();
}
