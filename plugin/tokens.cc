/* tokens.cc - token utilities shared by the plugin's token layer.
   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "tokens.h"
#include "input.h"

namespace hpc_tokens {

cpp_hashnode *
lookup_node (const char *s)
{
  return cpp_lookup (parse_in, (const unsigned char *) s, strlen (s));
}

bool
opening_p (cpp_ttype t)
{
  return t == CPP_OPEN_PAREN || t == CPP_OPEN_SQUARE || t == CPP_OPEN_BRACE;
}

bool
closing_p (cpp_ttype t)
{
  return t == CPP_CLOSE_PAREN || t == CPP_CLOSE_SQUARE
	 || t == CPP_CLOSE_BRACE;
}

/* ------------------------------------------------------------ looking */

construct_info current_construct;

/* Whether an end-of-file token just read is the end of the main file
   (not the end of a macro argument being expanded, which libcpp marks
   with one too): lexing it popped the main buffer.  */
static bool
at_end_of_file (cpp_reader *pfile)
{
  return cpp_get_buffer (pfile) == NULL;
}

construct_info
construct_of (const cpp_token *tok)
{
  construct_info c = { tok->src_loc,
		       (const char *) NODE_NAME (tok->val.node.node) };
  return c;
}

/* Lexing the end of the main file pops its buffer, also when we only
   peek at it or back the end-of-file token up again, and libcpp then
   reads through a NULL buffer the next time anything lexes past its
   lookahead (GCC 12).  Reaching the end of the file inside a construct's
   syntax means the program is cut off there, and nothing follows to
   diagnose: say so at the construct and stop.  */
static void ATTRIBUTE_NORETURN
end_of_file_inside (cpp_reader *)
{
  location_t loc = current_construct.name ? current_construct.loc
		   : input_location;
  const char *what = current_construct.name ? current_construct.name
		     : "construct";
  fatal_error (loc, "the file ends inside this %qs construct", what);
}

/* The I-th token ahead that is not padding.  Peeking the end of the
   file ends the compilation (see end_of_file_inside).  */
const cpp_token *
peek (cpp_reader *pfile, int &i)
{
  for (;;)
    {
      const cpp_token *t = cpp_peek_token (pfile, i++);
      if (t->type == CPP_EOF && at_end_of_file (pfile))
	end_of_file_inside (pfile);
      if (t->type != CPP_PADDING)
	return t;
    }
}

/* The last character of the source before LOC's spelling that is not
   blank nor one of SKIP, up to 8 lines back, or '\0'; *BEFORE (when not
   NULL) the character right before that one, or '\0'.  libcpp keeps no
   previous token for us, so we look at the spelling in the source.  */
char
source_char_before (location_t loc, const char *skip, char *before)
{
  if (before)
    *before = '\0';
  loc = linemap_resolve_location (line_table, loc, LRK_SPELLING_LOCATION,
				  NULL);
  expanded_location xl = expand_location (loc);
  if (!xl.file || xl.line <= 0 || xl.column <= 0)
    return '\0';
  int line = xl.line;
  int col = xl.column - 1;
  for (int lines = 0; lines < 8 && line > 0; lines++)
    {
      char_span text = location_get_source_line (xl.file, line);
      if (!text)
	return '\0';
      for (int k = MIN (col, (int) text.length ()) - 1; k >= 0; k--)
	{
	  char c = text[k];
	  if (c == ' ' || c == '\t' || c == '\r' || c == '\f'
	      || (c && strchr (skip, c)))
	    continue;
	  if (before && k > 0)
	    *before = text[k - 1];
	  return c;
	}
      line--;
      col = INT_MAX;
    }
  return '\0';
}

/* Whether the source at LOC's spelling reads the identifier NAME: false
   where the source cannot be read or is not the text compiled (a .i
   compiled where its source is not, or whose columns moved where
   macros were expanded).  */
bool
source_spells_p (location_t loc, const char *name)
{
  loc = linemap_resolve_location (line_table, loc, LRK_SPELLING_LOCATION,
				  NULL);
  expanded_location xl = expand_location (loc);
  if (!xl.file || xl.line <= 0 || xl.column <= 0)
    return false;
  char_span text = location_get_source_line (xl.file, xl.line);
  size_t at = xl.column - 1, n = strlen (name);
  if (!text || at + n > text.length ()
      || strncmp (text.get_buffer () + at, name, n))
    return false;
  return at + n == text.length () || !ISIDNUM (text[at + n]);
}

/* Whether the source just before LOC is `.` or `->`: a member named like
   a keyword (d.on (1), s->at (x)) is left alone.  */
bool
after_member_access_p (location_t loc)
{
  char before;
  char c = source_char_before (loc, "", &before);
  return c == '.' || (c == '>' && before == '-');
}

/* Whether a parenthesised header follows: '(' ... matching ')'.  Past
   PEEK_LIMIT tokens without the ')' the header is taken as one (and
   eaten): libcpp mishandles lookaheads longer than its token runs (250
   tokens), so we never peek that far.  */
bool
header_follows_p (cpp_reader *pfile)
{
  int i = 0, depth = 0;
  for (;;)
    {
      if (i >= PEEK_LIMIT)
	return true;
      const cpp_token *t = peek (pfile, i);
      if (t->type == CPP_EOF || t->type == CPP_PRAGMA)
	return false;
      if (depth == 0 && t->type != CPP_OPEN_PAREN)
	return false;
      if (opening_p (t->type))
	depth++;
      else if (closing_p (t->type) && --depth == 0)
	return true;
    }
}

/* The file a token at LOC comes from (macro expansions: where expanded).  */
static const char *
file_of (location_t loc)
{
  loc = linemap_resolve_location (line_table, loc,
				  LRK_MACRO_EXPANSION_POINT, NULL);
  return LOCATION_FILE (loc);
}

/* A construct's tokens all come from the file it starts in: one running
   into an #include'd file is cut off (and libcpp cannot have the other
   file's tokens pushed back).  A fatal error, as at the end of the
   file.  */
void
check_same_file (location_t loc)
{
  if (!current_construct.name)
    return;
  const char *here = file_of (loc), *start = file_of (current_construct.loc);
  if (here && start && strcmp (here, start))
    fatal_error (current_construct.loc, "this %qs construct is not "
		 "finished where %qs begins", current_construct.name, here);
}

/* The next token, macro-expanded, padding skipped, with the location it
   was read at.  False at the end of a macro argument being expanded (its
   end-of-file token is left there); a fatal error at the end of the
   file, also when libcpp itself looked past it (popping the main buffer)
   while expanding the last token.  */
bool
next_token (cpp_reader *pfile, cpp_token *out)
{
  for (;;)
    {
      if (at_end_of_file (pfile))
	end_of_file_inside (pfile);
      location_t loc;
      const cpp_token *t = cpp_get_token_with_location (pfile, &loc);
      if (t->type == CPP_PADDING)
	continue;
      if (t->type == CPP_EOF)
	{
	  if (at_end_of_file (pfile))
	    end_of_file_inside (pfile);
	  _cpp_backup_tokens (pfile, 1);
	  return false;
	}
      check_same_file (loc);
      *out = *t;
      out->src_loc = loc;
      return true;
    }
}

cpp_ttype
matching_opener (cpp_ttype t)
{
  return t == CPP_CLOSE_PAREN ? CPP_OPEN_PAREN
	 : t == CPP_CLOSE_SQUARE ? CPP_OPEN_SQUARE : CPP_OPEN_BRACE;
}

/* Brackets are matched by kind: a closing one closes its opener and any
   unclosed ones inside it (a section a[[0 : 2] missing one ']' ends at
   the call's ')', where the section reports it, instead of swallowing
   the rest of the file); one without an opener ends what is eaten.  */
static void
eat_tokens (cpp_reader *pfile, tokens &out, bool until_semicolon)
{
  std::vector<cpp_ttype> open;
  cpp_token t;
  while (next_token (pfile, &t))
    {
      out.push_back (t);
      if (opening_p (t.type))
	open.push_back (t.type);
      else if (closing_p (t.type))
	{
	  size_t k = open.size ();
	  while (k > 0 && open[k - 1] != matching_opener (t.type))
	    k--;
	  if (k == 0)		/* it closes what encloses us: done */
	    return;
	  open.resize (k - 1);
	}
      if (until_semicolon ? open.empty () && t.type == CPP_SEMICOLON
	  : open.empty ())
	return;
    }
}

/* Consume tokens (macro-expanded) up to and including the token that
   closes the group opened by the first one; with UNTIL_SEMICOLON, up to
   and including the first ';' at depth 0 instead.  Each token keeps the
   (possibly virtual) location it was read at.  */
bool eating;

tokens
eat (cpp_reader *pfile, bool until_semicolon)
{
  /* Constructs nested in what is eaten are not rewritten: they are
     malformed there.  */
  tokens out;
  eating = true;
  eat_tokens (pfile, out, until_semicolon);
  eating = false;
  return out;
}

/* ------------------------------------------------------------ writing */

/* Where synthesized tokens are: at the keyword, or, inside a macro
   expansion, at the virtual location of the header so that the macro
   expansion trace is kept.  */
location_t
rewrite_location (const cpp_token *kw, const tokens &h)
{
  if (!h.empty ()
      && linemap_location_from_macro_expansion_p (line_table, h[0].src_loc))
    return h[0].src_loc;
  return kw->src_loc;
}

void
split_scope_tokens (tokens &h)
{
  for (size_t k = 0; k < h.size (); k++)
    if (h[k].type == CPP_SCOPE)
      {
	h[k].type = CPP_COLON;
	cpp_token second = h[k];
	second.flags &= ~PREV_WHITE;
	if (!linemap_location_from_macro_expansion_p (line_table,
						      h[k].src_loc))
	  second.src_loc
	    = linemap_position_for_loc_and_offset (line_table, h[k].src_loc,
						   1);
	h.insert (h.begin () + k + 1, second);
      }
}

} // namespace hpc_tokens
