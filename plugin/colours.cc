/* colours.cc - what a colour loop and its colour starts mean, for the
   pairs of nests fuse.cc runs as one pass: the two iterations of a
   colour loop around one nest, or the two sweeps written out, are the
   two colours of a red-black checkerboard.

   Only two things are colour-specific, and each is found from what the
   statements mean, not from their spelling: the loop's values, by
   running its test and step on constants (any spelling that gives the
   variable two values will do), and the colour starts' parities, by
   folding each start for the row's parity.  fuse.cc's header gives the
   conditions and why they make the fused pass's results the loop's,
   bit for bit.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "rowfuse.h"

namespace {

/* Whether E is the integer constant 2.  */
bool
two_p (tree e)
{
  return TREE_CODE (e) == INTEGER_CST && wi::to_wide (e) == 2;
}

/* ------------------------------------------------ constants folded */

/* What eval replaces: VAR by VALUE and, where ROW, hpc_idx (X, ROW) by
   R.  */
struct subst
{
  tree var, value;
  tree x, row;
  HOST_WIDE_INT r;
};

/* E folded with S's replacements: an integer constant, or NULL_TREE
   where E is not arithmetic on constants and what S replaces.  Folding
   follows C's rules in E's types, so the value is the one the program
   computes.  */
tree
eval (tree e, const subst &s)
{
  if (s.var && e == s.var)
    return s.value;
  if (s.row && hpc_row_index_p (e, s.x, s.row))
    return build_int_cst (TREE_TYPE (e), s.r);
  tree r = NULL_TREE;
  switch (TREE_CODE_CLASS (TREE_CODE (e)))
    {
    case tcc_constant:
      r = e;
      break;
    case tcc_unary:
      if (tree a = eval (TREE_OPERAND (e, 0), s))
	r = fold_build1 (TREE_CODE (e), TREE_TYPE (e), a);
      break;
    case tcc_binary:
    case tcc_comparison:
      {
	tree a = eval (TREE_OPERAND (e, 0), s);
	tree b = a ? eval (TREE_OPERAND (e, 1), s) : NULL_TREE;
	if (b)
	  r = fold_build2 (TREE_CODE (e), TREE_TYPE (e), a, b);
	break;
      }
    default:
      break;
    }
  return r && TREE_CODE (r) == INTEGER_CST && !TREE_OVERFLOW (r) ? r
	 : NULL_TREE;
}

/* ------------------------------------------------ the colour loop */

/* The colour variable the loop's step STEP changes (++, --, =, +=,
   ...; a comma's steps are not followed, whose values step_value does
   not compute): a local integer variable no pointer reaches, so that
   only what the loop shows changes it.  */
tree
stepped_var (tree step)
{
  tree p = step && TREE_CODE (step) != COMPOUND_EXPR
	   ? hpc_stepped_var (step) : NULL_TREE;
  return p && hpc_body_temporary_p (p) && INTEGRAL_TYPE_P (TREE_TYPE (p))
	 && DECL_CONTEXT (p) == current_function_decl ? p : NULL_TREE;
}

/* P's value after the step STEP from V, or NULL_TREE.  */
tree
step_value (tree step, tree p, tree v)
{
  subst s = { p, v, NULL_TREE, NULL_TREE, 0 };
  tree type = TREE_TYPE (p), next;
  switch (TREE_CODE (step))
    {
    case PREINCREMENT_EXPR: case POSTINCREMENT_EXPR:
      next = build2 (PLUS_EXPR, type, p, TREE_OPERAND (step, 1));
      break;
    case PREDECREMENT_EXPR: case POSTDECREMENT_EXPR:
      next = build2 (MINUS_EXPR, type, p, TREE_OPERAND (step, 1));
      break;
    default:
      next = fold_convert (type, TREE_OPERAND (step, 1));
      break;
    }
  return eval (next, s);
}

/* P's value before the loop, given by PREV (its declaration or an
   assignment: the for's first clause, which the C front end puts
   before the loop): an integer constant, or NULL_TREE.  */
tree
first_value (tree p, tree prev)
{
  prev = hpc_strip_void (prev);
  tree v = NULL_TREE;
  if (!prev)
    return NULL_TREE;
  if (TREE_CODE (prev) == DECL_EXPR && DECL_EXPR_DECL (prev) == p)
    v = DECL_INITIAL (p);
  else if (TREE_CODE (prev) == MODIFY_EXPR && TREE_OPERAND (prev, 0) == p)
    v = TREE_OPERAND (prev, 1);
  v = v ? fold (fold_convert (TREE_TYPE (p), v)) : NULL_TREE;
  return v && TREE_CODE (v) == INTEGER_CST && !TREE_OVERFLOW (v) ? v
	 : NULL_TREE;
}

} // anon namespace

/* The loop M->loop (after PREV) runs its body for exactly two values of
   the variable it steps: M's P, VALUE and AFTER set.  The
   values are found by running the loop's clauses on constants, so any
   spelling of the test and of the step that takes two values will do
   (p < 2, p != 2, 2 > p, p <= 1; ++p, p += 1, p = p + 1; counting
   down).  */
bool
hpc_colour_values (tree prev, hpc_row_pair *m)
{
  const int most = 8;
  tree loop = m->loop;
  tree step = hpc_strip_void (FOR_EXPR (loop));
  tree p = stepped_var (step);
  if (!p || !FOR_COND (loop))
    return hpc_decline (m, "the loop does not step a local integer variable");
  const char *name = hpc_array_name (p);
  tree init = FOR_INIT_STMT (loop) ? FOR_INIT_STMT (loop) : prev;
  tree v = first_value (p, init);
  if (!v)
    return hpc_decline (m, "%s is not set to a constant just before the loop",
		    name);
  m->p = p;
  int n = 0;
  for (; n <= most; n++)
    {
      subst s = { p, v, NULL_TREE, NULL_TREE, 0 };
      tree go = eval (FOR_COND (loop), s);
      if (!go)
	return hpc_decline (m, "the loop's test is not a constant for each value"
			" of %s", name);
      if (integer_zerop (go))
	break;
      if (n < 2)
	m->value[n] = v;
      if (!(v = step_value (step, p, v)))
	return hpc_decline (m, "the loop's step is not a constant change of %s",
			name);
    }
  if (n != 2)
    return hpc_decline (m, "the colour variable %s takes %s%d value%s", name,
		    n > most ? "more than " : "", n > most ? most : n,
		    n == 1 ? "" : "s");
  m->after = v;
  return true;
}

/* ------------------------------------------------ the colour starts */

namespace {

/* What a part of a colour start is, as a function of the row's global
   index r >= 0 for each value of the colour variable.  */
enum start_kind
{
  START_BAD,			/* none of the below, as far as shown */
  START_FLAT,			/* the same for every r */
  START_LINEAR,			/* a + b r, integers a and b */
  START_ROW,			/* its lowest bit a function of r % 2 */
  START_PERIODIC		/* a function of r % 2 */
};

/* Whether the value of the LINEAR part E of sweep S's start is >= 0 for
   every r >= 0: at r = 0, and growing.  */
bool
nonnegative_p (tree e, const hpc_row_pair &m, int s)
{
  subst at = { m.p, m.p ? m.value[s] : NULL_TREE, m.nest[0].x, m.nest[s].i, 0 };
  tree v0 = eval (e, at);
  at.r = 1;
  tree v1 = eval (e, at);
  return v0 && v1 && tree_int_cst_sgn (v0) >= 0
	 && !tree_int_cst_lt (v1, v0);
}

start_kind start_kind_of (tree e, const hpc_row_pair &m, int s);

/* The kind of E % 2 (E of kind K) in sweep S.  */
start_kind
mod2_kind (tree e, start_kind k, const hpc_row_pair &m, int s)
{
  if (k == START_FLAT || k == START_PERIODIC)
    return k;
  /* The lowest bit, where E cannot be negative.  */
  if ((k == START_ROW || k == START_LINEAR) && TYPE_UNSIGNED (TREE_TYPE (e)))
    return START_PERIODIC;
  return k == START_LINEAR && nonnegative_p (e, m, s) ? START_PERIODIC
	 : START_BAD;
}

/* The kind of E, an operation (+, -, *, &, |, ^) on A and B of kinds
   KA, KB: the lowest bit of each is a function of the operands'
   lowest bits.  */
start_kind
binary_kind (tree e, start_kind ka, start_kind kb)
{
  tree_code code = TREE_CODE (e);
  if (ka == START_BAD || kb == START_BAD)
    return START_BAD;
  if (code == BIT_AND_EXPR && integer_onep (hpc_strip (TREE_OPERAND (e, 1))))
    return ka == START_FLAT ? START_FLAT : START_PERIODIC;
  bool row_a = ka == START_LINEAR || ka == START_ROW;
  bool row_b = kb == START_LINEAR || kb == START_ROW;
  if (!row_a && !row_b)
    return ka == START_FLAT && kb == START_FLAT ? START_FLAT
	   : START_PERIODIC;
  bool lin_a = ka == START_LINEAR || ka == START_FLAT;
  bool lin_b = kb == START_LINEAR || kb == START_FLAT;
  bool linear = ((code == PLUS_EXPR || code == MINUS_EXPR) && lin_a && lin_b)
		|| (code == MULT_EXPR
		    && (ka == START_FLAT || kb == START_FLAT) && lin_a && lin_b);
  return linear ? START_LINEAR : START_ROW;
}

/* The kind of the part E of sweep S's colour start: built from
   constants, P and hpc_idx (x, i) by +, -, *, &, |, ^, ~ and % 2.  */
start_kind
start_kind_of (tree e, const hpc_row_pair &m, int s)
{
  if (TREE_CODE (e) == INTEGER_CST || (m.p && e == m.p))
    return START_FLAT;
  if (hpc_row_index_p (e, m.nest[0].x, m.nest[s].i))
    return START_LINEAR;
  if (!INTEGRAL_TYPE_P (TREE_TYPE (e)))
    return START_BAD;
  tree_code code = TREE_CODE (e);
  if (CONVERT_EXPR_P (e) || code == NON_LVALUE_EXPR)
    {
      tree a = TREE_OPERAND (e, 0), ta = TREE_TYPE (a), te = TREE_TYPE (e);
      start_kind k = INTEGRAL_TYPE_P (ta) ? start_kind_of (a, m, s)
		     : START_BAD;
      /* A narrower or unsigned type keeps the lowest bits, not the
	 value.  */
      bool keeps = !TYPE_UNSIGNED (te)
		   && (TYPE_PRECISION (te) > TYPE_PRECISION (ta)
		       || (TYPE_PRECISION (te) == TYPE_PRECISION (ta)
			   && !TYPE_UNSIGNED (ta)));
      return k == START_LINEAR && !keeps ? START_ROW : k;
    }
  switch (code)
    {
    case NEGATE_EXPR:
      return start_kind_of (TREE_OPERAND (e, 0), m, s);
    case BIT_NOT_EXPR:
      {
	start_kind k = start_kind_of (TREE_OPERAND (e, 0), m, s);
	return k == START_LINEAR ? START_ROW : k;
      }
    case TRUNC_MOD_EXPR:
      if (!two_p (hpc_strip (TREE_OPERAND (e, 1))))
	return START_BAD;
      return mod2_kind (TREE_OPERAND (e, 0),
			start_kind_of (TREE_OPERAND (e, 0), m, s), m, s);
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR:
    case BIT_AND_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
      return binary_kind (e, start_kind_of (TREE_OPERAND (e, 0), m, s),
			  start_kind_of (TREE_OPERAND (e, 1), m, s));
    default:
      return START_BAD;
    }
}

/* Whether E % 2 (E of kind K) is E's lowest bit on every row: E a
   signed linear function of r that is not negative for r >= 0 (an
   unsigned E GCC folds itself).  */
bool
lowest_bit_p (tree e, start_kind k, const hpc_row_pair &m, int s)
{
  return k == START_LINEAR && !TYPE_UNSIGNED (TREE_TYPE (e))
	 && nonnegative_p (e, m, s);
}

} // anon namespace

tree
hpc_colour_start_bits (tree e, const hpc_row_pair &m, int s)
{
  tree_code code = TREE_CODE (e);
  if (code == TRUNC_MOD_EXPR && two_p (hpc_strip (TREE_OPERAND (e, 1))))
    {
      tree a = TREE_OPERAND (e, 0);
      if (lowest_bit_p (a, start_kind_of (a, m, s), m, s))
	return build2 (BIT_AND_EXPR, TREE_TYPE (e), a,
		       build_int_cst (TREE_TYPE (e), 1));
    }
  if (!CONVERT_EXPR_P (e) && code != NON_LVALUE_EXPR
      && TREE_CODE_CLASS (code) != tcc_unary
      && TREE_CODE_CLASS (code) != tcc_binary)
    return e;
  tree r = e;
  for (int k = 0; k < TREE_OPERAND_LENGTH (e); k++)
    {
      tree a = TREE_OPERAND (e, k);
      tree b = hpc_colour_start_bits (a, m, s);
      if (b != a)
	{
	  if (r == e)
	    r = copy_node (e);
	  TREE_OPERAND (r, k) = b;
	}
    }
  return r;
}

/* Whether the inner overs' starts give the two sweeps the two colours
   of a checkerboard, every start one of two consecutive columns.  The
   start of each is a function of r % 2 (start_kind_of), so its values
   for rows 0 and 1 are all its values.  */
bool
hpc_colour_starts (hpc_row_pair *m)
{
  HOST_WIDE_INT v[2][2], lo = HOST_WIDE_INT_MAX, hi = HOST_WIDE_INT_MIN;
  for (int s = 0; s < 2; s++)
    {
      tree e = m->nest[s].cols[0];
      start_kind k = start_kind_of (e, *m, s);
      if (k == START_FLAT)
	return hpc_decline (m, "the colour start does not depend on the row");
      if (k != START_PERIODIC)
	return hpc_decline (m, "the colour start is not a function of the parity"
			" of hpc_idx (%s, %s)", hpc_array_name (m->nest[0].x),
			hpc_array_name (m->nest[s].i));
      for (int r = 0; r < 2; r++)
	{
	  subst at = { m->p, m->p ? m->value[s] : NULL_TREE, m->nest[0].x, m->nest[s].i,
		       r };
	  tree c = eval (e, at);
	  if (!c || !tree_fits_shwi_p (c))
	    return hpc_decline (m, "the colour start is not a constant for each"
			    " parity of the row");
	  v[s][r] = tree_to_shwi (c);
	  lo = MIN (lo, v[s][r]);
	  hi = MAX (hi, v[s][r]);
	}
      if (!((v[s][0] ^ v[s][1]) & 1))
	return hpc_decline (m, "the colour start's parity does not alternate"
			" from row to row");
    }
  if (!((v[0][0] ^ v[1][0]) & 1))
    return hpc_decline (m, "both sweeps update the same colour");
  if (hi - lo > 1)
    return hpc_decline (m, "the colour starts are more than one column apart");
  return true;
}

/* Whether the statement T is an over statement.  */
static bool
over_statement_p (tree t)
{
  tree var;
  return hpc_over_in (t, &var) != NULL_TREE;
}

/* A candidate colour loop's body holds a call of hpc_write_halo and an
   over that reads the variable the loop steps (a time loop around
   sweeps that do not depend on it is none).  Those that are not fused
   get a note saying why; other loops none.  */
tree
hpc_colour_loop_var (tree s)
{
  tree var;
  if (TREE_CODE (s) != FOR_STMT || hpc_classify (s, &var) != HPC_NOT_CONSTRUCT)
    return NULL_TREE;
  tree p = stepped_var (hpc_strip_void (FOR_EXPR (s)));
  auto_vec<tree> body;
  hpc_body_statements (FOR_BODY (s), &body);
  bool halo = false, over = false;
  for (tree t : body)
    {
      halo |= hpc_halo_call_p (t, true);
      over |= over_statement_p (t) && hpc_uses_var_p (t, p);
    }
  return halo && over ? p : NULL_TREE;
}

bool
hpc_colours_written_out_p (tree *s)
{
  if (!hpc_halo_call_p (s[0], true) || !over_statement_p (s[1])
      || !hpc_halo_call_p (s[2], true) || !over_statement_p (s[3]))
    return false;
  return hpc_opts.check
	 || hpc_same_value_p (hpc_halo_array (s[0]), hpc_halo_array (s[2]));
}

tree
hpc_halo_array (tree call)
{
  tree a = hpc_strip (CALL_EXPR_ARG (hpc_strip_void (call), 0));
  return TREE_CODE (a) == ADDR_EXPR ? TREE_OPERAND (a, 0) : a;
}
