/* accesses.cc - the element accesses of the body of an inner over, for
   the passes that reorder whole rows of a nest (rowfuse.cc's
   dependences, for fuse.cc's pairs).

   The body of the inner over of a nest  over (i = ...) over (j = ...)
   BODY  is followed where it is a sequence of declarations of scalar
   temporaries and assignments (compound ones included: the C front end
   makes  a[i][j] += e  the assignment  a[i][j] = a[i][j] + e) whose
   left-hand sides are temporaries or the element [i][j] of one 2-D
   distributed array, and whose right-hand sides are arithmetic on
   constants, scalar variables, temporaries and elements of distributed
   arrays at [i + a][j + b] (a, b constants).  Then the body reads
   nothing but those elements and scalars, writes nothing but that
   array's element [i][j] and variables private to the iteration, and
   a pass may move whole iterations as long as the accesses it records
   keep their order.  A check of subscripts is allowed too: one that
   passes changes nothing, and one that fails ends the job.  Anything
   else (a call, a loop, a condition, a store through a pointer, a
   volatile access) is a reason in WHY.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "hash-set.h"

namespace {

/* The name of the function the call T calls, libhpc's entry points by
   the names the program wrote.  */
const char *
callee_name (tree t)
{
  tree fn = hpc_strip (CALL_EXPR_FN (t));
  if (TREE_CODE (fn) == ADDR_EXPR)
    fn = TREE_OPERAND (fn, 0);
  const char *name = hpc_decl_name (fn, NULL);
  if (!name)
    return "a function";
  return startswith (name, "__hpc_") ? name + 2 : name;
}

/* "V + A" (or "V") in BUF.  */
void
offset_text (char *buf, size_t n, tree v, HOST_WIDE_INT a)
{
  const char *name = hpc_array_name (v);
  if (a == 0)
    snprintf (buf, n, "%s", name);
  else
    snprintf (buf, n, "%s %c " HOST_WIDE_INT_PRINT_DEC, name,
	      a < 0 ? '-' : '+', abs_hwi (a));
}

/* Whether the element reference T is *BASE[I + *A][J + *B] (constants
   *A, *B).  */
bool
offset_ref_p (tree t, tree i, tree j, tree *base, HOST_WIDE_INT *a,
		  HOST_WIDE_INT *b)
{
  auto_vec<tree> idx;
  *base = hpc_subscripts (t, &idx);
  return idx.length () == 2 && hpc_var_plus_constant (idx[0], a) == i
	 && hpc_var_plus_constant (idx[1], b) == j;
}

/* Whether T, part of a right-hand side, is arithmetic, a constant or a
   scalar variable other than I and J.  */
bool
arith_node_p (tree t, tree i, tree j)
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

/* walk_tree callback: record the elements a right-hand side reads; a
   part that is not arithmetic on them, constants and scalars stops the
   walk (the reason in the hpc_nest_accesses).  */
tree
read_r (tree *tp, int *walk_subtrees, void *data)
{
  hpc_nest_accesses *n = (hpc_nest_accesses *) data;
  tree t = *tp;
  hpc_access r = { t, NULL_TREE, 0, 0 };
  switch (TREE_CODE (t))
    {
    case ARRAY_REF:
      *walk_subtrees = 0;
      if (TREE_THIS_VOLATILE (t) || TYPE_VOLATILE (TREE_TYPE (t)))
	return hpc_decline (n, "reads a volatile element"), t;
      if (!offset_ref_p (t, n->i, n->j, &r.base, &r.a, &r.b))
	return hpc_decline (n, "reads an element at subscripts other than "
		    "[i + a][j + b] (a, b constants)"), t;
      if (!hpc_distributed_p (r.base))
	return hpc_decline (n, "reads an array that is not distributed"), t;
      n->reads.safe_push (r);
      return NULL_TREE;
    case CALL_EXPR:
      return hpc_decline (n, "calls %s", callee_name (t)), t;
    case VAR_DECL: case PARM_DECL:
      if (t == n->i || t == n->j)
	return hpc_decline (n, "reads an over's index other than as a subscript"), t;
      /* FALLTHRU */
    default:
      if (arith_node_p (t, n->i, n->j))
	return NULL_TREE;
      return hpc_decline (n, "computes with something other than arithmetic on "
		  "elements, constants and scalar variables"), t;
    }
}

/* Record the reads of the right-hand side E in N.  */
bool
reads_p (hpc_nest_accesses *n, tree e)
{
  return !walk_tree (&e, read_r, n, NULL);
}

/* Record the assignment LHS = RHS in N.  */
bool
assignment_p (hpc_nest_accesses *n, hash_set<tree> *temps, tree lhs,
	      tree rhs)
{
  if (VAR_P (lhs) && temps->contains (lhs))
    return reads_p (n, rhs);
  auto_vec<tree> idx;
  tree base = hpc_subscripts (lhs, &idx);
  if (DECL_P (lhs))
    return hpc_decline (n, "writes %s, declared outside it", hpc_array_name (lhs));
  if (!hpc_distributed_p (base))
    return hpc_decline (n, "stores through something other than a distributed "
		"array");
  hpc_access w = { lhs, NULL_TREE, 0, 0 };
  if (!offset_ref_p (lhs, n->i, n->j, &w.base, &w.a, &w.b))
    return hpc_decline (n, "writes %s at a point that is not [%s + a][%s + b] for "
		"constants a, b", hpc_array_name (base),
		hpc_array_name (n->i), hpc_array_name (n->j));
  if (w.a || w.b)
    return hpc_decline (n, "writes %s at %s", hpc_array_name (base),
		hpc_where_text (w, n->i, n->j).text);
  if (TYPE_VOLATILE (TREE_TYPE (lhs)))
    return hpc_decline (n, "writes a volatile element");
  if (n->written && !operand_equal_p (base, n->written, 0))
    return hpc_decline (n, "writes two arrays, %s and %s",
		hpc_array_name (n->written), hpc_array_name (base));
  n->written = base;
  return reads_p (n, rhs);
}

/* Record the statement S of the body in N, TEMPS its temporaries.  */
bool
statement_p (hpc_nest_accesses *n, hash_set<tree> *temps, tree s)
{
  s = hpc_strip_void (s);
  switch (TREE_CODE (s))
    {
    case DEBUG_BEGIN_STMT:
      return true;
    case BIND_EXPR:
      for (tree v = BIND_EXPR_VARS (s); v; v = DECL_CHAIN (v))
	if (!hpc_body_temporary_p (v))
	  return hpc_decline (n, "declares '%s', not a scalar temporary",
		      hpc_decl_name (v, "a variable"));
	else
	  temps->add (v);
      return statement_p (n, temps, BIND_EXPR_BODY (s));
    case STATEMENT_LIST:
      for (tree_stmt_iterator k = tsi_start (s); !tsi_end_p (k); tsi_next (&k))
	if (!statement_p (n, temps, tsi_stmt (k)))
	  return false;
      return true;
    case DECL_EXPR:
      {
	tree v = DECL_EXPR_DECL (s);
	return !temps->contains (v) || !DECL_INITIAL (v)
	       || reads_p (n, DECL_INITIAL (v));
      }
    case MODIFY_EXPR:
      return assignment_p (n, temps, TREE_OPERAND (s, 0),
			   TREE_OPERAND (s, 1));
    case CALL_EXPR:
      /* A check that passes changes nothing; one that fails ends the
	 job, whichever order the rows ran in.  */
      if (hpc_call_to_p (s, "__hpc_check_subscript")
	  || hpc_call_to_p (s, "__hpc_check_subscript_expand"))
	return true;
      return hpc_decline (n, "calls %s", callee_name (s));
    default:
      return hpc_decline (n, "has a statement other than assignments and "
		  "declarations");
    }
}

} // anon namespace

bool
hpc_collect_accesses (tree body, hpc_nest_accesses *n)
{
  hash_set<tree> temps;
  n->written = NULL_TREE;
  n->why[0] = 0;
  if (!statement_p (n, &temps, body))
    return false;
  return n->written || hpc_decline (n, "writes no array");
}

hpc_where_text::hpc_where_text (const hpc_access &r, tree i, tree j)
{
  char a[40], b[40];
  offset_text (a, sizeof a, i, r.a);
  offset_text (b, sizeof b, j, r.b);
  snprintf (text, sizeof text, "[%s][%s]", a, b);
}

const char *
hpc_array_name (tree base)
{
  return hpc_decl_name (base, "an array");
}
