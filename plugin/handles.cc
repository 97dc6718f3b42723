/* handles.cc - declarations of distributed array handles (part of the
   token layer).

   A declarator whose dimensions are placeholders, [Range] for a
   distributed dimension and [int] (or [long]) for a sequential one,
   declares a handle: a value that names a distributed array, or none.

     distributed double p[Range][Range][int];
     distributed double lev[3][Range][Range];     (three handles)

   become ordinary C objects of a pointer type that carries the element
   type and the rank, marked with the dimension kinds:

     double (* __attribute__ ((__hpc_handle__ ("RRI"))) p)[1][1];
     double (* __attribute__ ((__hpc_handle__ ("RR"))) lev[3])[1];

   The value is the address of the array's local block (what library
   calls and distributed parameters take), so a handle is passed, stored
   and assigned as any C value; views.cc gives its subscripts their
   meaning.  Brackets before the first placeholder are ordinary C array
   dimensions.  The same spelling works wherever a declaration does: at
   file scope, in a block, as a struct member, in a typedef.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "tokens.h"

using namespace hpc_tokens;

namespace {

/* The placeholder kind of the bracket group H[OPEN..]: 'R', 'I', or 0.  */
char
placeholder_kind (const tokens &h, size_t open)
{
  if (open + 2 >= h.size () || h[open + 1].type != CPP_NAME
      || h[open + 2].type != CPP_CLOSE_SQUARE)
    return 0;
  const char *s = (const char *) NODE_NAME (h[open + 1].val.node.node);
  if (!strcmp (s, "Range"))
    return 'R';
  if (!strcmp (s, "int") || !strcmp (s, "long"))
    return 'I';
  return 0;
}

/* The end of the bracket group opening at H[OPEN] (its ']').  */
size_t
group_end (const tokens &h, size_t open)
{
  int depth = 0;
  for (size_t k = open; k < h.size (); k++)
    if (opening_p (h[k].type))
      depth++;
    else if (closing_p (h[k].type) && --depth == 0)
      return k;
  return h.size ();
}

} // anon namespace

/* Whether the declarator whose name is H[NAME] has a placeholder.  */
bool
hpc_handle_declarator_p (const tokens &h, size_t name)
{
  for (size_t k = name + 1; k < h.size () && h[k].type == CPP_OPEN_SQUARE;
       k = group_end (h, k) + 1)
    if (placeholder_kind (h, k))
      return true;
  return false;
}

/* Emit the handle declarator at H[NAME] into E; return the index after
   its brackets.  */
size_t
hpc_rewrite_handle_declarator (const tokens &h, size_t name, emitter &e)
{
  size_t k = name + 1, first = 0;
  std::string kinds;
  for (; k < h.size () && h[k].type == CPP_OPEN_SQUARE;
       k = group_end (h, k) + 1)
    if (char kind = placeholder_kind (h, k))
      {
	if (!first)
	  first = k;
	kinds += kind;
      }
    else if (first)
      error_at (h[k].src_loc, "the dimensions of a handle are all placeholders, "
		"%<[Range]%> or %<[int]%>, after its C array dimensions");
  e.seq (CPP_OPEN_PAREN, CPP_MULT, "__attribute__", CPP_OPEN_PAREN,
	 CPP_OPEN_PAREN, "__hpc_handle__", CPP_OPEN_PAREN);
  e.string (kinds.c_str ());
  e.seq (CPP_CLOSE_PAREN, CPP_CLOSE_PAREN, CPP_CLOSE_PAREN);
  e.copy (h, name, first);
  e.punct (CPP_CLOSE_PAREN);
  for (size_t d = 1; d < kinds.size (); d++)
    {
      e.seq (CPP_OPEN_SQUARE, 1, CPP_CLOSE_SQUARE);
    }
  return k;
}
