/* tokens.h - token utilities shared by the plugin's token layer
   (keywords.cc, sections.cc): peeking and eating tokens, and building
   the token lists pushed back to libcpp.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_TOKENS_H
#define HPC_TOKENS_H 1

#include "hpc-plugin.h"
#include <string>
#include <vector>

namespace hpc_tokens {

typedef std::vector<cpp_token> tokens;

/* The most tokens we look ahead: below libcpp's token-run size.  */
enum { PEEK_LIMIT = 200 };

cpp_hashnode *lookup_node (const char *s);
bool opening_p (cpp_ttype t);
bool closing_p (cpp_ttype t);
/* The opening bracket the closing bracket T matches.  */
cpp_ttype matching_opener (cpp_ttype t);
/* The keyword or call whose syntax is being read, for messages (a copy:
   libcpp reuses its tokens' memory).  */
struct construct_info
{
  location_t loc;
  const char *name;		/* NULL: none */
};
extern construct_info current_construct;
construct_info construct_of (const cpp_token *tok);
/* The I-th token ahead that is not padding; I is advanced past it.  */
const cpp_token *peek (cpp_reader *pfile, int &i);
/* The last character of the source before LOC that is not blank nor in
   SKIP ('\0' if none), and in *BEFORE (when not NULL) the one before it.  */
char source_char_before (location_t loc, const char *skip, char *before = NULL);
/* Whether the source at LOC reads the identifier NAME (false where the
   source cannot be read or is not the text compiled).  */
bool source_spells_p (location_t loc, const char *name);
/* Whether the source just before LOC is `.` or `->`.  */
bool after_member_access_p (location_t loc);
/* Whether a parenthesised group '(' ... ')' follows.  */
bool header_follows_p (cpp_reader *pfile);
/* The next token with its location; false at the end of a macro
   argument.  */
bool next_token (cpp_reader *pfile, cpp_token *out);
/* Consume a balanced group, or up to a ';' at depth 0.  */
tokens eat (cpp_reader *pfile, bool until_semicolon);
/* Each '::' of H (one token since C2X attributes) as two ':', for the
   triplets lo::st of over headers and sections.  */
void split_scope_tokens (tokens &h);
/* Fatal error unless a token at LOC is in the construct's own file.  */
void check_same_file (location_t loc);
/* Whether eat is under way (the hooks then rewrite nothing).  */
extern bool eating;
/* Where tokens synthesized for keyword KW with header H go.  */
location_t rewrite_location (const cpp_token *kw, const tokens &h);

/* A token list under construction; new tokens get location LOC.  */
struct emitter
{
  tokens v;
  location_t loc;
  explicit emitter (location_t where) : loc (where) {}

  void add (cpp_token t)
  {
    t.flags |= PREV_WHITE;	/* keep gcc -E output re-lexable */
    v.push_back (t);
  }
  void name (const char *s)
  {
    cpp_token t;
    memset (&t, 0, sizeof t);
    t.type = CPP_NAME;
    t.src_loc = loc;
    t.val.node.node = t.val.node.spelling = lookup_node (s);
    add (t);
  }
  void punct (cpp_ttype type)
  {
    cpp_token t;
    memset (&t, 0, sizeof t);
    t.type = type;
    t.src_loc = loc;
    add (t);
  }
  void number (long n)
  {
    char buf[32];
    snprintf (buf, sizeof buf, "%ld", n);
    cpp_token t;
    memset (&t, 0, sizeof t);
    t.type = CPP_NUMBER;
    t.src_loc = loc;
    t.val.str.len = strlen (buf);
    t.val.str.text = (const unsigned char *) xstrdup (buf);
    add (t);
  }
  /* Each of ITEMS in turn: a name, a punctuator or a number.  */
  template <typename... T> void seq (T... items) { (one (items), ...); }
  void one (const char *s) { name (s); }
  void one (cpp_ttype type) { punct (type); }
  void one (const cpp_token &t) { add (t); }
  template <typename N> void one (N n) { number (n); }
  void copy (const tokens &src, size_t from, size_t to)
  {
    for (size_t k = from; k < to; k++)
      add (src[k]);
  }
  /* The string literal "S".  */
  void string (const char *s)
  {
    std::string quoted = std::string ("\"") + s + "\"";
    cpp_token t;
    memset (&t, 0, sizeof t);
    t.type = CPP_STRING;
    t.src_loc = loc;
    t.val.str.len = quoted.size ();
    t.val.str.text = (const unsigned char *) xstrdup (quoted.c_str ());
    add (t);
  }
  /* ( SRC[FROM..TO) ).  */
  void copy_paren (const tokens &src, size_t from, size_t to)
  {
    punct (CPP_OPEN_PAREN);
    copy (src, from, to);
    punct (CPP_CLOSE_PAREN);
  }
  /* ( SRC[FROM..TO) ), or ( 0 ) when empty.  */
  void paren_or_zero (const tokens &src, size_t from, size_t to)
  {
    punct (CPP_OPEN_PAREN);
    if (to > from)
      copy (src, from, to);
    else
      number (0);
    punct (CPP_CLOSE_PAREN);
  }
  /* Hand the tokens to libcpp; they must outlive the context, so the
     array is never freed (a few tokens per construct).  */
  void push (cpp_reader *pfile)
  {
    cpp_token *arr = XNEWVEC (cpp_token, v.size ());
    memcpy (arr, v.data (), v.size () * sizeof (cpp_token));
    _cpp_push_token_context (pfile, NULL, arr, v.size ());
  }
};

} // namespace hpc_tokens

/* handles.cc: handle declarators (placeholder dimensions).  */
bool hpc_handle_declarator_p (const hpc_tokens::tokens &h, size_t name);
size_t hpc_rewrite_handle_declarator (const hpc_tokens::tokens &h,
				      size_t name, hpc_tokens::emitter &e);

#endif /* HPC_TOKENS_H */
