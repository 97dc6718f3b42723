/* fuse.cc - the two colour sweeps of a red-black relaxation (HPJava's
   Figure 2) in one pass over the array.

   Figure 2 sweeps the whole array once per colour (one spelling of it):

     for (int p = C; p < C + 2; p++) {
       hpc_write_halo (u, w);
       over (i = x | LO : HI)
	 over (j = y | A + (hpc_idx (x, i) + p) % 2 : HI2 : 2)
	   u[i][j] = E;
     }

   and each sweep reads and writes every cache line of the array, so the
   loop moves the array through memory twice an iteration.  Colour C + 1
   of row i - 1 needs only colour C of rows i - 2 .. i, so a thread that
   has just done colour C of row i can do colour C + 1 of row i - 1 while
   the rows are still in cache (what examples/redblack.c -f does by
   hand).  Not all of it: the rows next to another thread's rows, and
   everything next to the ghosts, must wait until the other threads and
   processes have done colour C and the second exchange has brought it.
   So the loop becomes (hpc_abi.h gives the run-time side)

     if ((F = __hpc_fuse_begin (u, w, x, y))) {
       hpc_write_halo (u, w);
       over (i = x | LO : HI) {
	 over (j = ...) u[i][j] = E;                        (p = C)
	 if (__hpc_fuse_lag (F, i))
	   over (j = y | __hpc_fuse_lo (F, START) : __hpc_fuse_hi (F, HI2) : 2)
	     u[i - 1][j] = E;                               (p = C + 1, i - 1)
       }
       hpc_write_halo (u, w);
       over (i = x | LO : HI)
	 if (!__hpc_fuse_done (F, i)) over (j = ...) u[i][j] = E;  (C + 1)
	 else the first and last held columns of row i, by __hpc_fuse_edge;
       __hpc_fuse_end (F); p = C + 2;                  (as the loop leaves it)
     } else the loop as written

   The same two sweeps written out, each after its exchange and with no
   colour loop, are the loop unrolled, and are fused alike (their
   statements kept as written for the else branch).

   What is recognised (colours.cc) follows from what the loop means, not
   from how it is spelt:

   - the colour loop is any for loop stepping a local integer variable P
     (++, --, +=, p = p + 1, ...), set to a constant just before it (its
     declaration or the for's first clause), whose test and step, run on
     constants, give P exactly two values V0, V1 (C, C + 1 or C + 1, C;
     the first pass runs V0's sweep); its body the exchange and the nest;
   - each sweep's inner start, folded for P's value and for the row's
     global index r = hpc_idx (x, i) at 0 and 1, has a parity that
     alternates from row to row and differs between the two sweeps, and
     takes values within two consecutive columns; the start is built
     from constants, P and r by +, -, *, &, |, ^, ~ and % 2 (of values
     that cannot be negative, or unsigned), so that its value depends
     on r only through r % 2 (the lowest bit of a sum, difference,
     product or bitwise operation depends only on the operands' lowest
     bits; r >= 0), and its values at r = 0 and 1 are all its values;
   - each body is any list of declarations of scalars and assignments
     (=, +=, ...) to them or to U[i][j], reading U only at [i][j] and its
     four neighbours [i +- 1][j], [i][j +- 1], other 2-D distributed
     arrays at [i + a][j + b] (a, b constants; none volatile; where one
     and U are both bound to parameters, and so may be one array, the
     pass runs only where their addresses differ), and otherwise
     constants and scalar variables, through arithmetic;
   - the exchange is of U, with arguments free of side effects; the
     outer over of stride 1 (the same rows for both sweeps), the inner of
     stride 2 with all three bounds given; the bounds and ranges are the
     same wherever they are evaluated (constants, local variables the
     loop leaves alone, i, P and hpc_idx (x, i); the outer ones without
     P).

   The results are then the loop's, bit for bit: every point is computed
   from the same values by the same statements.  A sweep's points are
   one colour of the checkerboard (its start's parity alternates with
   the row), and the other sweep's points the other.  A point reads U
   only at itself (after its own statements' writes, in their order) and
   at neighbours of the other colour, which its sweep does not write, so
   within a sweep the points are independent; a point of the second
   sweep at row i - 1 reads the first sweep's results at rows i - 2 ..
   i, final once this thread has done those rows in a row, and a point
   of the first sweep at row i + 1 reads the second sweep's colour at
   rows i .. i + 2, which the second sweep has not reached; the columns
   next to the ghosts wait for the second exchange.  Each scalar a body
   declares is its point's own; nothing else is written, P included,
   which the copies read as V0 and V1 and which holds the value the loop
   leaves once the fused pass is done.

   Where a loop that holds an exchange and an over nest (or two such
   pairs written out) is not fused, the reason is noted (hpc_missed,
   missed.cc): -fopt-info-missed prints it at the loop.
   __hpc_fuse_begin declines at run time (so the loop runs as written)
   unless U is a 2-D array over x and y, both block or irregular-block
   ranges, and the exchanged widths (the array's ghost widths where
   hpc_write_halo has none) are at most 1.  Not in check mode, at -O0,
   or with -fplugin-arg-hpc-no-fuse.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "tree-iterator.h"
#include "c-tree.h"
#include "hash-set.h"
#include "gimplify.h"
#include "colours.h"

namespace {

/* The inner overs of the fused rows of colour C + 1, whose rows were
   just read by colour C: lower.cc does not touch them ahead.  */
hash_set<tree> *untouched;

/* The statement lists this file made: the fused passes and two sweeps
   kept as written beside them.  The walk goes on into them; their
   sweeps are not to be taken for new candidates.  */
hash_set<tree> *made;

/* The first pass: the outer over of COPY (the over statement, P = C)
   whose rows also run colour C + 1 of the row before (SECOND, the outer
   body with P = C + 1), but its first and last held columns.  */
tree
first_pass (const colour_pair &m, tree copy, tree second, tree f)
{
  tree i1, j2;
  tree outer = hpc_over_in (copy, &i1);
  hpc_shift_var (&second, m.i[1], i1, -1);
  tree inner = hpc_over_in (second, &j2);
  tree begin = DECL_INITIAL (j2);
  CALL_EXPR_ARG (begin, 2) = hpc_fuse_call (m.loc, "__hpc_fuse_lo", f,
					CALL_EXPR_ARG (begin, 2));
  CALL_EXPR_ARG (begin, 3) = hpc_fuse_call (m.loc, "__hpc_fuse_hi", f,
					CALL_EXPR_ARG (begin, 3));
  hpc_fuse_untouch (inner);
  tree body = alloc_stmt_list ();
  append_to_statement_list_force (FOR_BODY (outer), &body);
  append_to_statement_list_force (
    hpc_if_nonzero (hpc_fuse_call (m.loc, "__hpc_fuse_lag", f, i1),
		    second, NULL_TREE), &body);
  FOR_BODY (outer) = body;
  return copy;
}

/* Colour C + 1 of held column K (0 the first, 1 the last) of the row of
   INNER (index J, a copy's): a copy of its body at that column.  */
tree
edge_column (const colour_pair &m, tree inner, tree j, tree f, int k)
{
  tree begin = DECL_INITIAL (j);
  tree off = hpc_new_var (m.loc, "__hpc_edge", TREE_TYPE (j));
  TREE_ADDRESSABLE (off) = 1;
  tree a[5] = { f, build_int_cst (integer_type_node, k),
		unshare_expr (CALL_EXPR_ARG (begin, 2)),
		unshare_expr (CALL_EXPR_ARG (begin, 3)),
		build_fold_addr_expr (off) };
  tree test = hpc_call (m.loc, "__hpc_fuse_edge", 5, a);
  tree copy = hpc_copy_with_value (FOR_BODY (inner), j, off);
  return copy ? hpc_bind (off, hpc_if_nonzero (test, copy, NULL_TREE))
	 : NULL_TREE;
}

/* The second pass: the outer over of COPY (the over statement, P =
   C + 1) running its rows the first pass left whole, the edge columns
   of the others.  */
tree
second_pass (const colour_pair &m, tree copy, tree f)
{
  tree i3, j3;
  tree outer = hpc_over_in (copy, &i3);
  tree inner = hpc_over_in (FOR_BODY (outer), &j3);
  tree edges = alloc_stmt_list ();
  for (int k = 0; k < 2; k++)
    {
      tree e = edge_column (m, inner, j3, f, k);
      if (!e)
	return NULL_TREE;
      append_to_statement_list_force (e, &edges);
    }
  tree done = hpc_fuse_call (m.loc, "__hpc_fuse_done", f, i3);
  FOR_BODY (outer) = hpc_if_nonzero (done, edges, FOR_BODY (outer));
  return copy;
}

/* The inner overs of fused passes whose arrays were found apart at run
   time (colour_pair.apart): blend.cc may blend them.  */
hash_set<tree> *apart_overs;

/* walk_tree callback: note each over statement as one of apart_overs.  */
tree
mark_apart_r (tree *tp, int *, void *)
{
  tree var;
  if (TREE_CODE (*tp) == FOR_STMT && hpc_classify (*tp, &var) == HPC_OVER)
    apart_overs->add (*tp);
  return NULL_TREE;
}

/* BEGIN (the call to __hpc_fuse_begin) where M's array is none of the
   arrays of M.apart, else a null pointer; the over statements of PASSES
   noted as reading arrays apart.  */
tree
begin_where_apart (const colour_pair &m, tree begin, tree passes)
{
  if (m.apart.is_empty ())
    return begin;
  if (!apart_overs)
    apart_overs = new hash_set<tree>;
  walk_tree_without_duplicates (&passes, mark_apart_r, NULL);
  return hpc_where_apart (m.array, m.apart, begin);
}

/* The copy of REGION, a part of sweep S, with P read as its value
   there.  */
tree
copy_sweep (const colour_pair &m, tree region, int s)
{
  return hpc_copy_with_value (region, m.p, m.p ? m.value[s] : NULL_TREE);
}

/* M's sweeps fused (see above), AS_WRITTEN where __hpc_fuse_begin
   declines; or NULL_TREE where a part cannot be copied.  */
tree
fuse (const colour_pair &m, tree as_written)
{
  tree first = copy_sweep (m, m.over[0], 0);
  tree second = copy_sweep (m, FOR_BODY (m.outer[1]), 1);
  tree last = copy_sweep (m, m.over[1], 1);
  if (!first || !second || !last)
    return NULL_TREE;
  tree fn = hpc_runtime_decl ("__hpc_fuse_begin");
  tree f = hpc_new_var (m.loc, "__hpc_fuse", TREE_TYPE (TREE_TYPE (fn)));
  tree a[4] = { unshare_expr (CALL_EXPR_ARG (m.halo[0], 0)),
		unshare_expr (CALL_EXPR_ARG (m.halo[0], 1)), m.x, m.y };
  tree begin = hpc_call (m.loc, "__hpc_fuse_begin", 4, a);
  last = second_pass (m, last, f);
  if (!last)
    return NULL_TREE;
  first = first_pass (m, first, second, f);
  tree fused = alloc_stmt_list ();
  tree end[1] = { f };
  for (tree s : { unshare_expr (m.halo[0]), first, unshare_expr (m.halo[1]),
		  last, hpc_call (m.loc, "__hpc_fuse_end", 1, end) })
    append_to_statement_list_force (s, &fused);
  if (m.p)
    append_to_statement_list_force (build2 (MODIFY_EXPR, TREE_TYPE (m.p),
					    m.p, m.after), &fused);
  made->add (fused);
  begin = begin_where_apart (m, begin, fused);
  tree list = alloc_stmt_list ();
  append_to_statement_list_force (build2 (MODIFY_EXPR, TREE_TYPE (f), f,
					  begin), &list);
  append_to_statement_list_force (hpc_if_nonzero (f, fused, as_written),
				  &list);
  return hpc_bind (f, list);
}

/* The for loop *SLOT (after PREV), a candidate, fused; or a note why
   not.  */
void
fuse_loop (tree prev, tree *slot)
{
  colour_pair m;
  if (hpc_colour_loop (prev, *slot, &m))
    {
      if (tree fused = fuse (m, m.loop))
	{
	  *slot = fused;
	  return;
	}
      m.why_not ("a part of the loop cannot be copied");
    }
  hpc_missed (m.loc, "red-black loop not fused: %s", m.why);
}

/* The statements *SLOT[0..3], a candidate pair of sweeps written out,
   fused; or a note why not.  Whether fused.  */
bool
fuse_written_out (tree **slot)
{
  colour_pair m;
  tree four[4] = { *slot[0], *slot[1], *slot[2], *slot[3] };
  if (hpc_colours_written_out (four, &m))
    {
      tree as_written = alloc_stmt_list ();
      for (int k = 0; k < 4; k++)
	append_to_statement_list_force (*slot[k], &as_written);
      if (tree fused = fuse (m, as_written))
	{
	  made->add (as_written);
	  *slot[0] = fused;
	  for (int k = 1; k < 4; k++)
	    *slot[k] = build_empty_stmt (m.loc);
	  return true;
	}
      m.why_not ("a part of the sweeps cannot be copied");
    }
  hpc_missed (m.loc, "red-black loop not fused: %s", m.why);
  return false;
}

} // anon namespace

/* COND_EXPR: if (VALUE != 0) THEN else OTHERWISE.  */
tree
hpc_if_nonzero (tree value, tree then, tree otherwise)
{
  tree cond = build2 (NE_EXPR, boolean_type_node, value,
		      build_zero_cst (TREE_TYPE (value)));
  return build3 (COND_EXPR, void_type_node, cond, then, otherwise);
}

bool
hpc_offset_ref_p (tree t, tree i, tree j, tree *base, HOST_WIDE_INT *a,
		  HOST_WIDE_INT *b)
{
  auto_vec<tree> idx;
  *base = hpc_subscripts (t, &idx);
  return idx.length () == 2 && hpc_var_plus_constant (idx[0], a) == i
	 && hpc_var_plus_constant (idx[1], b) == j;
}

tree
hpc_where_apart (tree array, const vec<tree> &others, tree value)
{
  tree cond = boolean_true_node;
  tree a = fold_convert (ptr_type_node, build_fold_addr_expr (array));
  for (tree v : others)
    cond = fold_build2 (TRUTH_ANDIF_EXPR, boolean_type_node, cond,
			build2 (NE_EXPR, boolean_type_node, unshare_expr (a),
				fold_convert (ptr_type_node,
					      build_fold_addr_expr (v))));
  return build3 (COND_EXPR, TREE_TYPE (value), cond, value,
		 build_zero_cst (TREE_TYPE (value)));
}

bool
hpc_other_array_read_p (tree ref, tree base, tree written, vec<tree> *apart)
{
  if (!hpc_distributed_p (base) || TREE_THIS_VOLATILE (ref)
      || TYPE_VOLATILE (TREE_TYPE (ref)) || operand_equal_p (base, written, 0))
    return false;
  if (hpc_parameter_bound_p (base) && hpc_parameter_bound_p (written)
      && !apart->contains (base))
    apart->safe_push (base);
  return true;
}

bool
hpc_arith_node_p (tree t, tree i, tree j)
{
  switch (TREE_CODE (t))
    {
    case VAR_DECL: case PARM_DECL:
      return t != i && t != j && !TREE_THIS_VOLATILE (t)
	     && (INTEGRAL_TYPE_P (TREE_TYPE (t))
		 || SCALAR_FLOAT_TYPE_P (TREE_TYPE (t)));
    case INTEGER_CST: case REAL_CST:
    case PLUS_EXPR: case MINUS_EXPR: case MULT_EXPR: case RDIV_EXPR:
    case NEGATE_EXPR: case NOP_EXPR: case CONVERT_EXPR: case FLOAT_EXPR:
    case NON_LVALUE_EXPR: case EXCESS_PRECISION_EXPR:
      return true;
    default:
      return false;
    }
}

tree
hpc_fuse_call (location_t loc, const char *name, tree f, tree arg)
{
  tree a[2] = { f, arg };
  return hpc_call (loc, name, 2, a);
}

tree
hpc_over_in (tree s, tree *var)
{
  tree t = s ? hpc_only_statement (s, true) : NULL_TREE;
  HOST_WIDE_INT below, above;
  return t && hpc_classify (t, var) == HPC_OVER
	 && !hpc_over_expansion (DECL_INITIAL (*var), &below, &above)
	 ? t : NULL_TREE;
}

namespace {

/* walk_tree callback: FROM (+ c) becomes TO + (c + BY).  */
struct shift
{
  tree from, to;
  HOST_WIDE_INT by;
};

tree
shift_r (tree *tp, int *walk_subtrees, void *data)
{
  const shift &s = *(const shift *) data;
  tree t = *tp;
  HOST_WIDE_INT c;
  if (TYPE_P (t))
    *walk_subtrees = 0;
  else if ((TREE_CODE (t) == PLUS_EXPR || TREE_CODE (t) == MINUS_EXPR
	    || t == s.from)
	   && hpc_var_plus_constant (t, &c) == s.from)
    {
      tree type = TREE_TYPE (t);
      *tp = fold_build2 (PLUS_EXPR, type, fold_convert (type, s.to),
			 build_int_cst (type, c + s.by));
      *walk_subtrees = 0;
    }
  return NULL_TREE;
}

} // anon namespace

void
hpc_shift_var (tree *body, tree from, tree to, HOST_WIDE_INT by)
{
  shift s = { from, to, by };
  walk_tree (body, shift_r, &s, NULL);
}

void
hpc_fuse_untouch (tree inner)
{
  if (!untouched)
    untouched = new hash_set<tree>;
  untouched->add (inner);
}

/* Fuse the two colour sweeps of red-black loops among the statements
   of LIST: colour loops, and pairs of sweeps written out.  */
void
hpc_fuse_colour_loops (tree list)
{
  if (!optimize || (made && made->contains (list)))
    return;
  if (!made)
    made = new hash_set<tree>;
  auto_vec<tree *> s;
  for (tree_stmt_iterator k = tsi_start (list); !tsi_end_p (k); tsi_next (&k))
    if (TREE_CODE (tsi_stmt (k)) != DEBUG_BEGIN_STMT)
      s.safe_push (tsi_stmt_ptr (k));
  for (unsigned k = 0; k < s.length (); k++)
    if (hpc_colour_loop_candidate_p (*s[k]))
      fuse_loop (k ? *s[k - 1] : NULL_TREE, s[k]);
    else if (k + 3 < s.length ())
      {
	tree four[4] = { *s[k], *s[k + 1], *s[k + 2], *s[k + 3] };
	if (hpc_colours_written_out_candidate_p (four)
	    && fuse_written_out (&s[k]))
	  k += 3;
      }
}

/* Whether the over T is one of a fused pass that runs only where the
   arrays it reads are apart from the one it writes.  */
bool
hpc_fuse_apart_p (tree t)
{
  return apart_overs && apart_overs->contains (t);
}

/* The current function lowered: forget its over statements, whose
   memory GCC may give to statements of functions still to come.  */
void
hpc_fuse_forget (void)
{
  for (hash_set<tree> *s : { untouched, apart_overs, made })
    if (s)
      s->empty ();
}

/* Whether lower.cc should not touch the rows of the inner over T.  */
bool
hpc_fuse_untouched_p (tree t)
{
  return untouched && untouched->contains (t);
}

