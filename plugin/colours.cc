/* colours.cc - which statements are the two colour sweeps of a
   red-black relaxation that fuse.cc runs as one pass over the array,
   and, where a loop looks like one but is not taken, why not.

   What is taken follows from what the statements mean, not from their
   spelling: the colour loop's values are found by running its test and
   step on constants, the colour starts by folding them for each parity
   of the row, and the bodies are judged by the elements they read and
   write.  fuse.cc's header gives the conditions and why they make the
   fused pass's results the loop's, bit for bit.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "colours.h"

namespace {

/* Whether E is the integer constant 2.  */
bool
two_p (tree e)
{
  return TREE_CODE (e) == INTEGER_CST && wi::to_wide (e) == 2;
}

/* M declined for the reason FMT (the first reason given stays, the one
   nearest the cause): false.  */
bool ATTRIBUTE_PRINTF_2
decline (colour_pair *m, const char *fmt, ...)
{
  if (!m->why)
    {
      va_list ap;
      va_start (ap, fmt);
      m->why = xvasprintf (fmt, ap);
      va_end (ap);
    }
  return false;
}

/* The name of the declaration E (through conversions and an address
   taken), for the reasons.  */
const char *
name_of (tree e)
{
  e = hpc_strip (e);
  if (TREE_CODE (e) == ADDR_EXPR)
    e = TREE_OPERAND (e, 0);
  return DECL_P (e) && DECL_NAME (e) ? IDENTIFIER_POINTER (DECL_NAME (e))
	 : "an array";
}

/* E without conversions and SAVE_EXPRs: what two spellings of one value
   are compared by.  */
tree
strip_saves (tree e)
{
  e = hpc_strip (e);
  while (TREE_CODE (e) == SAVE_EXPR)
    e = hpc_strip (TREE_OPERAND (e, 0));
  return e;
}

/* Whether A and B are one value spelt alike (both built from what the
   sweeps leave alone, where they are compared).  */
bool
same_value_p (tree a, tree b)
{
  return operand_equal_p (strip_saves (a), strip_saves (b), 0);
}

/* The statements of S but -g's markers, through braces that declare
   nothing.  */
void
statements (tree s, auto_vec<tree> *out)
{
  if (TREE_CODE (s) == BIND_EXPR && !BIND_EXPR_VARS (s))
    statements (BIND_EXPR_BODY (s), out);
  else if (TREE_CODE (s) == STATEMENT_LIST)
    for (tree_stmt_iterator k = tsi_start (s); !tsi_end_p (k); tsi_next (&k))
      statements (tsi_stmt (k), out);
  else if (TREE_CODE (s) != DEBUG_BEGIN_STMT)
    out->safe_push (s);
}

/* Whether E is hpc_idx (X, I): the global index of row I.  */
bool
row_index_p (tree e, tree x, tree i)
{
  return hpc_call_to_p (e, "__hpc_idx") && call_expr_nargs (e) == 2
	 && hpc_strip (CALL_EXPR_ARG (e, 0)) == x
	 && hpc_strip (CALL_EXPR_ARG (e, 1)) == i;
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
  if (s.row && row_index_p (e, s.x, s.row))
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

/* Whether P may be a colour variable: a local integer variable no
   pointer reaches, so that only what the loop shows changes it.  */
bool
counter_p (tree p)
{
  return VAR_P (p) && INTEGRAL_TYPE_P (TREE_TYPE (p))
	 && !TREE_ADDRESSABLE (p) && !TREE_STATIC (p) && !DECL_EXTERNAL (p)
	 && !TREE_THIS_VOLATILE (p) && DECL_CONTEXT (p) == current_function_decl;
}

/* The variable the loop's step STEP changes (++, --, =, +=, ...).  */
tree
stepped_var (tree step)
{
  switch (TREE_CODE (step))
    {
    case PREINCREMENT_EXPR: case POSTINCREMENT_EXPR:
    case PREDECREMENT_EXPR: case POSTDECREMENT_EXPR:
    case MODIFY_EXPR:
      return counter_p (TREE_OPERAND (step, 0)) ? TREE_OPERAND (step, 0)
	     : NULL_TREE;
    default:
      return NULL_TREE;
    }
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

/* Whether the for loop LOOP (after PREV) runs its body for exactly two
   values of the variable it steps: M's P, VALUE and AFTER set.  The
   values are found by running the loop's clauses on constants, so any
   spelling of the test and of the step that takes two values will do
   (p < 2, p != 2, 2 > p, p <= 1; ++p, p += 1, p = p + 1; counting
   down).  */
bool
colour_values (tree prev, tree loop, colour_pair *m)
{
  const int most = 8;
  tree step = hpc_strip_void (FOR_EXPR (loop));
  tree p = step ? stepped_var (step) : NULL_TREE;
  if (!p || !FOR_COND (loop))
    return decline (m, "the loop does not step a local integer variable");
  const char *name = name_of (p);
  tree init = FOR_INIT_STMT (loop) ? FOR_INIT_STMT (loop) : prev;
  tree v = first_value (p, init);
  if (!v)
    return decline (m, "%s is not set to a constant just before the loop",
		    name);
  m->p = p;
  int n = 0;
  for (; n <= most; n++)
    {
      subst s = { p, v, NULL_TREE, NULL_TREE, 0 };
      tree go = eval (FOR_COND (loop), s);
      if (!go)
	return decline (m, "the loop's test is not a constant for each value"
			" of %s", name);
      if (integer_zerop (go))
	break;
      if (n < 2)
	m->value[n] = v;
      if (!(v = step_value (step, p, v)))
	return decline (m, "the loop's step is not a constant change of %s",
			name);
    }
  if (n != 2)
    return decline (m, "the colour variable %s takes %s%d value%s", name,
		    n > most ? "more than " : "", n > most ? most : n,
		    n == 1 ? "" : "s");
  m->after = v;
  return true;
}

/* The array the halo call CALL exchanges.  */
tree
halo_array (tree call)
{
  tree a = hpc_strip (CALL_EXPR_ARG (hpc_strip_void (call), 0));
  return TREE_CODE (a) == ADDR_EXPR ? TREE_OPERAND (a, 0) : a;
}

/* Whether T is an over statement.  */
bool
over_statement_p (tree t)
{
  tree var;
  return hpc_over_in (t, &var) != NULL_TREE;
}

/* Whether the loop LOOP's body is a halo call and an over: M's HALO
   and OVER set (the same for both sweeps).  */
bool
loop_body (tree loop, colour_pair *m)
{
  auto_vec<tree> body;
  statements (FOR_BODY (loop), &body);
  if (body.length () != 2 || !hpc_halo_call_p (body[0])
      || !over_statement_p (body[1]))
    return decline (m, "the loop's body is not a call of hpc_write_halo"
		    " followed by an over nest");
  m->halo[0] = m->halo[1] = hpc_strip_void (body[0]);
  m->over[0] = m->over[1] = body[1];
  return true;
}

/* ------------------------------------------------ the sweeps' nests */

/* Whether the halo calls exchange one distributed array alike, with
   arguments free of side effects: M's ARRAY set.  */
bool
halos (colour_pair *m)
{
  for (tree h : m->halo)
    if (TREE_SIDE_EFFECTS (CALL_EXPR_ARG (h, 0))
	|| TREE_SIDE_EFFECTS (CALL_EXPR_ARG (h, 1)))
      return decline (m, "the arguments of hpc_write_halo have side"
		      " effects");
  m->array = halo_array (m->halo[0]);
  if (!hpc_distributed_p (m->array))
    return decline (m, "hpc_write_halo's argument is not a distributed"
		    " array named directly");
  if (m->halo[1] != m->halo[0]
      && (!same_value_p (m->array, halo_array (m->halo[1]))
	  || !same_value_p (CALL_EXPR_ARG (m->halo[0], 1),
			    CALL_EXPR_ARG (m->halo[1], 1))))
    return decline (m, "the two exchanges differ");
  return true;
}

/* Whether E is evaluated alike anywhere in M's sweeps: built by
   arithmetic from constants, local variables the sweeps leave alone
   and, where WITH_ROW, sweep S's row index, hpc_idx (x, i) and P.  */
bool
stable_p (tree e, const colour_pair &m, int s, bool with_row)
{
  hpc_stable_ctx c = { m.x, m.nest[s].i, m.p,
		       m.loop ? m.loop : m.over[0],
		       m.loop ? NULL_TREE : m.over[1] };
  return hpc_stable_p (e, c, with_row);
}

/* Whether sweep S's over statement is a nest of two overs, the outer of
   stride 1 over rows the same wherever evaluated, the inner of stride 2
   with all three bounds: M's NEST[S] (and X, Y) set.  */
bool
colour_nest (colour_pair *m, int s)
{
  hpc_nest_shape &n = m->nest[s];
  if (!hpc_nest_shape_of (m->over[s], &n))
    return decline (m, "the over is not a nest of two overs");
  if (s == 0)
    m->x = n.x, m->y = n.y;
  if (!n.cols[0] || !n.cols[1] || !n.cols[2])
    return decline (m, "the inner over does not give its start, end and"
		    " stride");
  if (!two_p (hpc_strip (n.cols[2])))
    return decline (m, "the inner over's stride is not 2");
  if (!hpc_unit_stride_p (n.rows))
    return decline (m, "the outer over's stride is not 1");
  if (!same_value_p (n.x, m->x) || !same_value_p (n.y, m->y))
    return decline (m, "the two sweeps run over different ranges");
  if (!stable_p (n.x, *m, s, false) || !stable_p (n.y, *m, s, false))
    return decline (m, "the ranges may change within the loop");
  for (int k = 0; k < 2; k++)
    if (n.rows[k] && !stable_p (n.rows[k], *m, s, false))
      return decline (m, "the outer over's bounds are not the same for"
		      " both colours");
  if (!stable_p (n.cols[1], *m, s, true))
    return decline (m, "the inner over's end is not the same wherever it"
		    " is evaluated");
  return true;
}

/* Whether the two nests written out run over the same rows.  */
bool
same_rows (colour_pair *m)
{
  const hpc_nest_shape &a = m->nest[0], &b = m->nest[1];
  bool same = same_value_p (a.x, b.x);
  for (int k = 0; k < 3; k++)
    same &= (!a.rows[k] && !b.rows[k])
	    || (a.rows[k] && b.rows[k] && same_value_p (a.rows[k], b.rows[k]));
  return same || decline (m, "the two sweeps run over different rows");
}

/* ------------------------------------------------ the colour starts */

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
nonnegative_p (tree e, const colour_pair &m, int s)
{
  subst at = { m.p, m.p ? m.value[s] : NULL_TREE, m.x, m.nest[s].i, 0 };
  tree v0 = eval (e, at);
  at.r = 1;
  tree v1 = eval (e, at);
  return v0 && v1 && tree_int_cst_sgn (v0) >= 0
	 && !tree_int_cst_lt (v1, v0);
}

start_kind start_kind_of (tree e, const colour_pair &m, int s);

/* The kind of E % 2 (E of kind K) in sweep S.  */
start_kind
mod2_kind (tree e, start_kind k, const colour_pair &m, int s)
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
start_kind_of (tree e, const colour_pair &m, int s)
{
  if (TREE_CODE (e) == INTEGER_CST || (m.p && e == m.p))
    return START_FLAT;
  if (row_index_p (e, m.x, m.nest[s].i))
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

/* Whether the inner overs' starts give the two sweeps the two colours
   of a checkerboard, every start one of two consecutive columns.  The
   start of each is a function of r % 2 (start_kind_of), so its values
   for rows 0 and 1 are all its values.  */
bool
colour_starts (colour_pair *m)
{
  HOST_WIDE_INT v[2][2], lo = HOST_WIDE_INT_MAX, hi = HOST_WIDE_INT_MIN;
  for (int s = 0; s < 2; s++)
    {
      tree e = m->nest[s].cols[0];
      start_kind k = start_kind_of (e, *m, s);
      if (k == START_FLAT)
	return decline (m, "the colour start does not depend on the row");
      if (k != START_PERIODIC)
	return decline (m, "the colour start is not a function of the parity"
			" of hpc_idx (%s, %s)", name_of (m->x),
			name_of (m->nest[s].i));
      for (int r = 0; r < 2; r++)
	{
	  subst at = { m->p, m->p ? m->value[s] : NULL_TREE, m->x, m->nest[s].i,
		       r };
	  tree c = eval (e, at);
	  if (!c || !tree_fits_shwi_p (c))
	    return decline (m, "the colour start is not a constant for each"
			    " parity of the row");
	  v[s][r] = tree_to_shwi (c);
	  lo = MIN (lo, v[s][r]);
	  hi = MAX (hi, v[s][r]);
	}
      if (!((v[s][0] ^ v[s][1]) & 1))
	return decline (m, "the colour start's parity does not alternate"
			" from row to row");
    }
  if (!((v[0][0] ^ v[1][0]) & 1))
    return decline (m, "both sweeps update the same colour");
  if (hi - lo > 1)
    return decline (m, "the colour starts are more than one column apart");
  return true;
}

/* ------------------------------------------------ the sweeps' bodies */

/* Whether sweep S's read R of ARRAY is at [i][j] or at a neighbour
   [i +- 1][j], [i][j +- 1]: the other colour, which this sweep does not
   write (its points do not depend on each other), one row and one
   column away, the distances the exchange's edge columns and its widths
   of at most 1 cover.  */
bool
read_ok (colour_pair *m, int s, const hpc_access &r)
{
  if (!operand_equal_p (r.base, m->array, 0)
      || abs_hwi (r.a) + abs_hwi (r.b) <= 1)
    return true;
  return decline (m, "%s is read at %s, %s", name_of (r.base),
		  hpc_where_text (r, m->nest[s].i, m->nest[s].j).text,
		  (r.a + r.b) % 2 == 0 ? "a point of the same colour"
		  : abs_hwi (r.a) > 1 ? "more than one row away"
		  : "more than one column away");
}

/* Whether sweep S's inner body reads and writes only what lets the
   fused pass give every point the loop's value (accesses.cc): it writes
   ARRAY only at [i][j] and its own scalars, and reads ARRAY as read_ok
   asks.  */
bool
sweep_body (colour_pair *m, int s)
{
  hpc_nest_accesses &n = m->acc[s];
  n.i = m->nest[s].i;
  n.j = m->nest[s].j;
  if (!hpc_collect_accesses (m->nest[s].body, &n))
    return decline (m, "the body %s", n.why);
  if (!operand_equal_p (n.written, m->array, 0))
    return decline (m, "the body writes %s, not %s, whose ghosts are"
		    " exchanged", name_of (n.written), name_of (m->array));
  for (const hpc_access &r : n.reads)
    if (!read_ok (m, s, r))
      return false;
  return true;
}

/* Whether the second sweep may run rows behind the first, and how many
   (rowfuse.cc, from the dependences between their accesses): M's REACH
   and APART set.  */
bool
sweeps_lag (colour_pair *m)
{
  hpc_row_deps d;
  d.nest[0] = &m->acc[0];
  d.nest[1] = &m->acc[m->loop ? 0 : 1];
  d.name[0] = "the first sweep", d.name[1] = "the second sweep";
  d.other_colour = true;
  if (!hpc_row_dependences (&d))
    return decline (m, "%s", d.why);
  m->reach = d.reach;
  for (tree v : d.apart)
    m->apart.safe_push (v);
  return true;
}

/* Whether M's halo calls and over statements are two colour sweeps.  */
bool
colour_sweeps (colour_pair *m)
{
  return halos (m) && colour_nest (m, 0) && colour_nest (m, 1)
	 && (m->loop || same_rows (m)) && colour_starts (m)
	 && sweep_body (m, 0) && (m->loop || sweep_body (m, 1))
	 && sweeps_lag (m);
}

/* ------------------------------------------------ the candidates */

/* Whether S looks like a colour loop: a for loop whose body holds a
   call of hpc_write_halo and an over that reads the variable the loop
   steps (a time loop around sweeps that do not depend on it is none).
   Those that are not fused get a note saying why; other loops none.  */
bool
candidate_loop_p (tree s)
{
  tree var;
  if (TREE_CODE (s) != FOR_STMT || hpc_classify (s, &var) != HPC_NOT_CONSTRUCT
      || !FOR_EXPR (s))
    return false;
  tree p = stepped_var (hpc_strip_void (FOR_EXPR (s)));
  auto_vec<tree> body;
  statements (FOR_BODY (s), &body);
  bool halo = false, over = false;
  for (tree t : body)
    {
      halo |= hpc_halo_call_p (t, true);
      over |= over_statement_p (t) && hpc_uses_var_p (t, p);
    }
  return halo && over;
}

/* Whether the statements S[0..3] look like two sweeps written out: an
   exchange of one array before each of two overs.  */
bool
candidate_pair_p (tree *s)
{
  if (!hpc_halo_call_p (s[0], true) || !over_statement_p (s[1])
      || !hpc_halo_call_p (s[2], true) || !over_statement_p (s[3]))
    return false;
  return hpc_opts.check
	 || same_value_p (halo_array (s[0]), halo_array (s[2]));
}

/* Whether the optimisation runs at all; M's reason if not.  */
bool
enabled (colour_pair *m)
{
  if (hpc_opts.check)
    return decline (m, "not in check mode");
  if (!hpc_opts.fuse)
    return decline (m, "-fplugin-arg-hpc-no-fuse given");
  return true;
}

} // anon namespace

bool
hpc_colour_loop (tree prev, tree loop, colour_pair *m)
{
  m->loop = loop;
  m->loc = EXPR_LOCATION (loop);
  return enabled (m) && colour_values (prev, loop, m) && loop_body (loop, m)
	 && colour_sweeps (m);
}

bool
hpc_colours_written_out (tree *four, colour_pair *m)
{
  for (int s = 0; s < 2; s++)
    {
      m->halo[s] = hpc_strip_void (four[2 * s]);
      m->over[s] = four[2 * s + 1];
    }
  m->loc = EXPR_LOCATION (m->halo[0]);
  if (!enabled (m))
    return false;
  if (!hpc_halo_call_p (m->halo[0]) || !hpc_halo_call_p (m->halo[1]))
    return decline (m, "an exchange is not a plain call of hpc_write_halo");
  return colour_sweeps (m);
}

bool
hpc_colour_loop_candidate_p (tree s)
{
  return candidate_loop_p (s);
}

bool
hpc_colours_written_out_candidate_p (tree *four)
{
  return candidate_pair_p (four);
}
