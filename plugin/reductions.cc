/* reductions.cc - what an over body does to the variables declared
   outside it (doc/reference.md, "Variables written in an over body").

   "Written" = assigned, ++/--, or address taken.  For each outer variable
   the body writes:
   - a reduction when every occurrence is in one recognised statement
     form, all with the same combining operator:  s += e, s -= e, s *= e,
     s++, s--, s |= e, s &= e, s ^= e, s = s < e ? e : s (and the other
     min / max spellings, MIN_EXPR / MAX_EXPR);
   - private when every path through the body that uses it assigns it,
     from an expression not mentioning it, before any other use (the first
     statement that mentions it assigns it, or a loop or branch does so
     first in every pass: a loop counter of an inner for, a temporary of
     an inner over's rows, a conditional  if (c) found = 1);
   - otherwise the loop runs on one thread, with a warning naming it.
   An array declared outside the body (or reached through a pointer
   declared there) whose elements the body writes at subscripts not built
   from the location, so that two iterations may write one, is
   - an array reduction when it is a small one-dimensional array of
     numbers and every occurrence of it is in a reduction form above of
     an element, q[k] += e, all with the same combining operator;
   - otherwise the loop runs on one thread, with a warning naming it.
   lower.cc runs reductions in a fixed number of chunks combined in chunk
   order, and gives private variables the value of the last chunk that
   wrote them, so results do not depend on the thread count: each process
   ends the loop with what its iterations leave when run in order.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#include "hpc-plugin.h"
#include "c-tree.h"
#include "hash-set.h"
#include "tree-pretty-print.h"

namespace {

/* Whether E is a call that changes no value: one of check mode's
   __hpc_check_ functions (it returns or ends the job) or hpc_idx, which
   the front end leaves behind where it folds hpc_idx (x, i) * 0 to
   (hpc_idx (x, i), 0).  */
static bool
value_neutral_call_p (tree e)
{
  const char *name = hpc_callee_name (e);
  return name && (startswith (name, "__hpc_check")
		  || !strcmp (name, "__hpc_idx"));
}

/* walk_tree callback: T where it may change a value.  */
static tree
value_changing_r (tree *tp, int *, void *)
{
  tree t = *tp;
  switch (TREE_CODE (t))
    {
    case CALL_EXPR:
      return value_neutral_call_p (t) ? NULL_TREE : t;
    case MODIFY_EXPR: case INIT_EXPR: case PREINCREMENT_EXPR:
    case PREDECREMENT_EXPR: case POSTINCREMENT_EXPR: case POSTDECREMENT_EXPR:
      return t;
    default:
      return TREE_THIS_VOLATILE (t) ? t : NULL_TREE;
    }
}

/* Whether E, evaluated for its effects alone, changes no value: it calls
   only value-neutral functions and assigns nothing (the front end keeps
   (e, 0) for e % 1 where e calls hpc_idx).  */
static bool
value_neutral_p (tree e)
{
  return !walk_tree_without_duplicates (&e, value_changing_r, NULL);
}

/* E without what does not change its value: conversions that keep it, a
   SAVE_EXPR (evaluated once, within one statement), and (c, e) where C
   changes no value.  */
static tree
value_of (tree e)
{
  for (;;)
    {
      e = hpc_strip (e);
      if (TREE_CODE (e) == SAVE_EXPR)
	e = TREE_OPERAND (e, 0);
      else if (TREE_CODE (e) == COMPOUND_EXPR
	       && value_neutral_p (TREE_OPERAND (e, 0)))
	e = TREE_OPERAND (e, 1);
      else
	return e;
    }
}

/* Whether A and B have the same value: equal operands, where calls of
   hpc_idx with equal arguments count as equal (it reads its range and
   nothing else), also inside expressions, so that s = s < hpc_idx (x, i)
   + 3 ? hpc_idx (x, i) + 3 : s is a max reduction as s = s < g ? g : s
   is.  */
static bool
same_value_p (tree a, tree b)
{
  a = value_of (a);
  b = value_of (b);
  if (operand_equal_p (a, b, 0))
    return true;
  if (hpc_call_to_p (a, "__hpc_idx") && hpc_call_to_p (b, "__hpc_idx"))
    {
      if (call_expr_nargs (a) != call_expr_nargs (b))
	return false;
      for (int k = 0; k < call_expr_nargs (a); k++)
	if (!operand_equal_p (CALL_EXPR_ARG (a, k), CALL_EXPR_ARG (b, k), 0))
	  return false;
      return true;
    }
  /* The same arithmetic, or element, on operands of the same values (a
     call of hpc_idx inside marks them with side effects; any other side
     effect is in an operand that is neither).  */
  tree_code code = TREE_CODE (a);
  tree_code_class cls = TREE_CODE_CLASS (code);
  if (code != TREE_CODE (b)
      || (cls != tcc_unary && cls != tcc_binary && cls != tcc_comparison
	  && code != ARRAY_REF)
      || TREE_THIS_VOLATILE (a) || TREE_THIS_VOLATILE (b)
      || TYPE_MAIN_VARIANT (TREE_TYPE (a)) != TYPE_MAIN_VARIANT (TREE_TYPE (b))
      || TREE_OPERAND_LENGTH (a) != TREE_OPERAND_LENGTH (b))
    return false;
  for (int k = 0; k < TREE_OPERAND_LENGTH (a); k++)
    {
      tree x = TREE_OPERAND (a, k), y = TREE_OPERAND (b, k);
      if (x != y && (!x || !y || !same_value_p (x, y)))
	return false;
    }
  return true;
}

/* What a reduction updates: a variable V, or an element A[K] of an array
   variable A (REF: V or A[K]; WHOLE: V or A).  */
struct place
{
  tree ref;
  tree whole;
  /* Whether T is the place.  */
  bool
  at (tree t) const
  {
    t = hpc_strip (t);
    return t == ref || (ref != whole && same_value_p (t, ref));
  }
};

/* Whether comparison CMP is E > P or E >= P (1), E < P or E <= P (0), or
   neither (-1).  Where its operands are not E and P as written, the front
   end may have folded it (g + 1 > s became g >= s): CMP is then matched
   against the folded forms of the four orders in both orientations.  */
static int
e_above_v (tree cmp, tree e, const place &p)
{
  tree_code code = TREE_CODE (cmp);
  bool greater = code == GT_EXPR || code == GE_EXPR;
  bool less = code == LT_EXPR || code == LE_EXPR;
  tree a = hpc_strip (TREE_OPERAND (cmp, 0));
  tree b = hpc_strip (TREE_OPERAND (cmp, 1));
  if ((greater || less) && p.at (a) != p.at (b)
      && same_value_p (p.at (a) ? b : a, e))
    return greater == p.at (b);
  static const tree_code orders[] = { GT_EXPR, GE_EXPR, LT_EXPR, LE_EXPR };
  tree v = p.ref;
  e = fold_convert (TREE_TYPE (v), e);
  for (tree_code order : orders)
    for (int e_first = 0; e_first < 2; e_first++)
      {
	tree form = fold_build2 (order, TREE_TYPE (cmp), e_first ? e : v,
				 e_first ? v : e);
	if (same_value_p (form, cmp))
	  return (order == GT_EXPR || order == GE_EXPR) == (e_first != 0);
      }
  return -1;
}

/* How many times the chain T of CODE operations holds the place P as an
   operand (a sum's chain takes MINUS_EXPR too); -1 where P is subtracted
   (POSITIVE false) or where an operand outside the chain mentions P's
   variable.  The front end reassociates unsigned arithmetic, so
   's += e + 1' arrives as (s + e) + 1; users write s = s + e + 1.  */
static int
chain_uses (const place &p, tree t, tree_code code, bool positive)
{
  tree_code c = TREE_CODE (t);
  bool link = c == code || (code == PLUS_EXPR && c == MINUS_EXPR);
  if (!link)
    {
      if (p.at (t))
	return positive ? 1 : -1;
      return hpc_uses_var_p (t, p.whole) ? -1 : 0;
    }
  int left = chain_uses (p, TREE_OPERAND (t, 0), code, positive);
  int right = chain_uses (p, TREE_OPERAND (t, 1), code,
			  c == MINUS_EXPR ? false : positive);
  return left < 0 || right < 0 ? -1 : left + right;
}

/* The combining operator of P = RHS, or ERROR_MARK.  */
tree_code
binary_reduction (const place &p, tree rhs)
{
  rhs = hpc_strip (rhs);
  tree_code code = TREE_CODE (rhs);
  switch (code)
    {
    case PLUS_EXPR: case MULT_EXPR: case BIT_IOR_EXPR: case BIT_XOR_EXPR:
    case BIT_AND_EXPR: case MAX_EXPR: case MIN_EXPR:
      return chain_uses (p, rhs, code, true) == 1 ? code : ERROR_MARK;
    case MINUS_EXPR:		/* s -= e: the partials are sums too */
      return chain_uses (p, rhs, PLUS_EXPR, true) == 1
	     ? PLUS_EXPR : ERROR_MARK;
    case COND_EXPR:
      break;
    default:
      return ERROR_MARK;
    }
  /* (e CMP p) ? c : d, or (p CMP e), with {c, d} = {p, e}.  */
  tree cmp = value_of (TREE_OPERAND (rhs, 0));
  tree c = value_of (TREE_OPERAND (rhs, 1));
  tree d = value_of (TREE_OPERAND (rhs, 2));
  if (TREE_CODE_CLASS (TREE_CODE (cmp)) != tcc_comparison
      || !(p.at (c) ^ p.at (d)))
    return ERROR_MARK;
  tree e = p.at (c) ? d : c;
  if (hpc_uses_var_p (e, p.whole))
    return ERROR_MARK;
  int e_greater = e_above_v (cmp, e, p);
  if (e_greater < 0)
    return ERROR_MARK;
  return (e_greater != 0) == (c == e) ? MAX_EXPR : MIN_EXPR;
}

/* What an occurrence-accounting walk found about one variable.  */
struct var_use
{
  tree_code op;			/* combining operator so far */
  int accounted;		/* occurrences inside reduction forms */
  bool mixed;			/* two different operators */
};

struct scan_ctx
{
  hash_set<tree> *locals;
  hash_map<tree, var_use> *uses;
  auto_vec<tree> *written;
  tree location;		/* the over's index */
  tree body;
  /* The outer arrays whose elements the body writes at subscripts not
     the iteration's own, each with where it first does.  */
  hash_map<tree, var_use> *array_uses;
  auto_vec<std::pair<tree, location_t>> *arrays;
};

void
note_written (scan_ctx *s, tree v)
{
  if (!s->uses->get (v))
    {
      var_use u = { ERROR_MARK, 0, false };
      s->uses->put (v, u);
      s->written->safe_push (v);
    }
}

/* OCCURRENCES uses of a variable reduced with OP, in its record U: mixed
   where OP is none or not the operator of its other uses.  */
void
account (var_use *u, tree_code op, int occurrences)
{
  if (op == ERROR_MARK || (u->op != ERROR_MARK && u->op != op))
    u->mixed = true;
  else
    {
      u->op = op;
      u->accounted += occurrences;
    }
}

void
note_reduction (scan_ctx *s, tree v, tree_code op, int occurrences)
{
  note_written (s, v);
  account (s->uses->get (v), op, occurrences);
}

/* The variable whose member (or part) lvalue E is, or NULL_TREE.  */
tree
member_base (tree e)
{
  if (TREE_CODE (e) != COMPONENT_REF && TREE_CODE (e) != REALPART_EXPR
      && TREE_CODE (e) != IMAGPART_EXPR)
    return NULL_TREE;
  while (TREE_CODE (e) == COMPONENT_REF || TREE_CODE (e) == REALPART_EXPR
	 || TREE_CODE (e) == IMAGPART_EXPR)
    e = TREE_OPERAND (e, 0);
  return DECL_P (e) ? e : NULL_TREE;
}

/* Whether V is a variable of the user's declared outside the body.
   Compiler-made statics (-fsanitize=undefined's source-location records,
   whose addresses the checks pass to the run-time) are not.  The body
   is as written: this stage runs before the lowering, so no variable
   lower.cc makes is in it.  */
bool
outer_var_p (scan_ctx *s, tree v)
{
  if (VAR_P (v) && DECL_ARTIFICIAL (v) && TREE_STATIC (v))
    return false;
  return (VAR_P (v) || TREE_CODE (v) == PARM_DECL) && !s->locals->contains (v);
}

/* Whether E, a subscript or pointer offset in the body of the over of
   location I, is different in every iteration: I itself or hpc_idx (x, I)
   (perhaps held in a variable declared in the body and not changed
   there), shifted, negated or scaled by a nonzero constant (or the
   factor of a map between aligned ranges, subscripts.cc).  */
bool
own_subscript_p (scan_ctx *s, tree e)
{
  e = hpc_strip (e);
  if (TREE_CODE (e) == SAVE_EXPR)	/* a[e] op= ... evaluates e once */
    e = hpc_strip (TREE_OPERAND (e, 0));
  /* A checked or instrumented subscript: (__hpc_check_... (...), e).  */
  if (TREE_CODE (e) == COMPOUND_EXPR)
    return own_subscript_p (s, TREE_OPERAND (e, 1));
  tree i = s->location;
  if (e == i)
    return true;
  if (hpc_call_to_p (e, "__hpc_idx") && call_expr_nargs (e) == 2)
    return own_subscript_p (s, CALL_EXPR_ARG (e, 1));
  /* A global index converted to a storage offset: one element for each
     global index, so the iteration's own where the index is.  */
  if (hpc_call_to_p (e, "__hpc_global_offset") && call_expr_nargs (e) == 4)
    return own_subscript_p (s, CALL_EXPR_ARG (e, 2));
  switch (TREE_CODE (e))
    {
    case VAR_DECL:
      return s->locals->contains (e) && DECL_INITIAL (e)
	     && !hpc_changed_after_declaration_p (e, s->body)
	     && own_subscript_p (s, DECL_INITIAL (e));
    case PLUS_EXPR: case MINUS_EXPR: case POINTER_PLUS_EXPR:
      {
	tree a = TREE_OPERAND (e, 0), b = TREE_OPERAND (e, 1);
	return (own_subscript_p (s, a) && hpc_invariant_p (b, s->body))
	       || (own_subscript_p (s, b) && hpc_invariant_p (a, s->body));
      }
    case MULT_EXPR:
      {
	tree a = hpc_strip (TREE_OPERAND (e, 0));
	tree b = hpc_strip (TREE_OPERAND (e, 1));
	if (TREE_CODE (a) == INTEGER_CST || hpc_align_mul_p (a))
	  std::swap (a, b);
	/* A map of aligned ranges scales by a nonzero factor.  */
	return ((TREE_CODE (b) == INTEGER_CST && !integer_zerop (b))
		|| hpc_align_mul_p (b))
	       && own_subscript_p (s, a);
      }
    case NEGATE_EXPR:
      return own_subscript_p (s, TREE_OPERAND (e, 0));
    default:
      return false;
    }
}

/* Arrays of at most this many bytes may be reduced: each has 64 partial
   results, on the stack.  */
enum { ARRAY_REDUCTION_MAX_BYTES = 8192 };

/* Whether A, an outer variable, is an array a reduction may update: of
   one dimension, of integers or floating-point numbers, small.  */
bool
reducible_array_p (tree a)
{
  tree type = TREE_TYPE (a);
  if (!VAR_P (a) || TREE_CODE (type) != ARRAY_TYPE || !TYPE_DOMAIN (type)
      || !integer_zerop (TYPE_MIN_VALUE (TYPE_DOMAIN (type)))
      || !TYPE_SIZE_UNIT (type)
      || !tree_fits_uhwi_p (TYPE_SIZE_UNIT (type))
      || tree_to_uhwi (TYPE_SIZE_UNIT (type)) > ARRAY_REDUCTION_MAX_BYTES
      || TYPE_VOLATILE (TREE_TYPE (type)))
    return false;
  tree elt = TREE_TYPE (type);
  return INTEGRAL_TYPE_P (elt) || SCALAR_FLOAT_TYPE_P (elt);
}

/* The combining operator of the write WRITE (an assignment, increment or
   decrement) of the element LVALUE of the outer array A, or ERROR_MARK.  */
tree_code
array_reduction (tree write, tree lvalue, tree a)
{
  if (TREE_CODE (lvalue) != ARRAY_REF || TREE_OPERAND (lvalue, 0) != a
      || !reducible_array_p (a)
      || hpc_uses_var_p (TREE_OPERAND (lvalue, 1), a))
    return ERROR_MARK;
  if (TREE_CODE (write) != MODIFY_EXPR)
    return PLUS_EXPR;		/* ++, -- */
  place p = { lvalue, a };
  return binary_reduction (p, TREE_OPERAND (write, 1));
}

/* The body writes the element LVALUE by WRITE: where it is an element of
   an outer array or pointer at subscripts none of which is the
   iteration's own, other iterations may write it too, which only an
   array reduction may.  */
void
note_element_write (scan_ctx *s, tree write, tree lvalue)
{
  bool element = false, own = false;
  tree e = lvalue;
  for (;;)
    {
      if (TREE_CODE (e) == ARRAY_REF)
	{
	  element = true;
	  own |= own_subscript_p (s, TREE_OPERAND (e, 1));
	  e = TREE_OPERAND (e, 0);
	}
      else if (TREE_CODE (e) == INDIRECT_REF || TREE_CODE (e) == MEM_REF)
	{
	  element = true;
	  e = hpc_strip (TREE_OPERAND (e, 0));
	  if (TREE_CODE (e) == POINTER_PLUS_EXPR)
	    {
	      own |= own_subscript_p (s, TREE_OPERAND (e, 1));
	      e = hpc_strip (TREE_OPERAND (e, 0));
	    }
	  if (TREE_CODE (e) == ADDR_EXPR)
	    e = TREE_OPERAND (e, 0);
	}
      else if (TREE_CODE (e) == COMPONENT_REF || TREE_CODE (e) == REALPART_EXPR
	       || TREE_CODE (e) == IMAGPART_EXPR)
	e = TREE_OPERAND (e, 0);
      else
	break;
    }
  if (!element || own || !DECL_P (e) || !outer_var_p (s, e))
    return;
  var_use *u = s->array_uses->get (e);
  if (!u)
    {
      var_use fresh = { ERROR_MARK, 0, false };
      u = &s->array_uses->get_or_insert (e);
      *u = fresh;
      s->arrays->safe_push (std::make_pair (e, EXPR_LOCATION (write)));
    }
  account (u, array_reduction (write, lvalue, e), hpc_count_uses (write, e));
}

tree
scan_r (tree *tp, int *walk_subtrees, void *data)
{
  scan_ctx *s = (scan_ctx *) data;
  tree t = *tp;
  if (hpc_skip_type_p (t, walk_subtrees))
    return NULL_TREE;
  switch (TREE_CODE (t))
    {
    case MODIFY_EXPR:
    case INIT_EXPR:
      {
	tree v = TREE_OPERAND (t, 0);
	if (outer_var_p (s, v))
	  {
	    place p = { v, v };
	    tree_code op = binary_reduction (p, TREE_OPERAND (t, 1));
	    note_reduction (s, v, op,
			    op == ERROR_MARK ? 0 : hpc_count_uses (t, v));
	  }
	else if (tree base = member_base (v))
	  {
	    if (outer_var_p (s, base))	/* a member of an outer object */
	      note_reduction (s, base, ERROR_MARK, 0);
	  }
	else
	  note_element_write (s, t, v);
	break;
      }
    case PREINCREMENT_EXPR: case PREDECREMENT_EXPR:
    case POSTINCREMENT_EXPR: case POSTDECREMENT_EXPR:
      if (outer_var_p (s, TREE_OPERAND (t, 0)))
	note_reduction (s, TREE_OPERAND (t, 0), PLUS_EXPR, 1);
      else if (tree base = member_base (TREE_OPERAND (t, 0)))
	{
	  if (outer_var_p (s, base))
	    note_reduction (s, base, ERROR_MARK, 0);
	}
      else
	note_element_write (s, t, TREE_OPERAND (t, 0));
      break;
    case ADDR_EXPR:
      {
	tree v = TREE_OPERAND (t, 0);
	if (outer_var_p (s, v) && TREE_CODE (TREE_TYPE (v)) != ARRAY_TYPE)
	  note_reduction (s, v, ERROR_MARK, 0);
	break;
      }
    default:
      break;
    }
  return NULL_TREE;
}

tree
collect_locals_r (tree *tp, int *, void *data)
{
  hash_set<tree> *locals = (hash_set<tree> *) data;
  if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
      locals->add (v);
  else if (TREE_CODE (*tp) == DECL_EXPR)
    locals->add (DECL_EXPR_DECL (*tp));
  return NULL_TREE;
}

/* How a statement uses V, for privatisation: whether every path through
   it that reads V has assigned V first, from an expression not mentioning
   it.  */
enum first_use
{
  V_UNUSED,		/* not mentioned */
  V_WRITTEN,		/* assigned before any other use, on every path */
  V_WRITTEN_IF_USED,	/* read only after being assigned, but a path
			   (a loop run zero times, a branch) may skip
			   both: a later read would see the old value */
  V_READ		/* may be read before it is assigned */
};

first_use use_in (tree s, tree v);

/* The use of V by A then B.  */
first_use
use_in_sequence (first_use a, tree b, tree v)
{
  if (a == V_WRITTEN || a == V_READ)
    return a;
  first_use u = use_in (b, v);
  return u == V_UNUSED && a == V_WRITTEN_IF_USED ? a : u;
}

first_use
use_in_list (tree list, tree v)
{
  first_use u = V_UNUSED;
  for (tree_stmt_iterator i = tsi_start (list); !tsi_end_p (i); tsi_next (&i))
    u = use_in_sequence (u, tsi_stmt (i), v);
  return u;
}

/* A loop whose body uses V as BODY_USE, where the test and the step do
   not mention V: the body may run zero times, and a break or continue
   may skip its assignment, so V is at best written if used.  */
first_use
loop_use (first_use body_use)
{
  return body_use == V_READ ? V_READ
	 : body_use == V_UNUSED ? V_UNUSED : V_WRITTEN_IF_USED;
}

/* Either arm of a branch.  */
first_use
branch_use (first_use a, first_use b)
{
  if (a == V_READ || b == V_READ)
    return V_READ;
  if (a == V_WRITTEN && b == V_WRITTEN)
    return V_WRITTEN;
  return a == V_UNUSED && b == V_UNUSED ? V_UNUSED : V_WRITTEN_IF_USED;
}

/* Whether the statement S mentions V, the initializer (and size) of a
   variable it declares included.  */
bool
mentions_p (tree s, tree v)
{
  if (TREE_CODE (s) != DECL_EXPR || !VAR_P (DECL_EXPR_DECL (s)))
    return hpc_uses_var_p (s, v);
  tree d = DECL_EXPR_DECL (s);
  return hpc_uses_var_p (DECL_INITIAL (d), v)
	 || hpc_uses_var_p (DECL_SIZE_UNIT (d), v);
}

first_use
use_in (tree s, tree v)
{
  if (!s || !mentions_p (s, v))
    return V_UNUSED;
  switch (TREE_CODE (s))
    {
    case STATEMENT_LIST:
      return use_in_list (s, v);
    case BIND_EXPR:
      return use_in (BIND_EXPR_BODY (s), v);
    case TRY_FINALLY_EXPR:
      return use_in_sequence (use_in (TREE_OPERAND (s, 0), v),
			      TREE_OPERAND (s, 1), v);
    case MODIFY_EXPR:
      return TREE_OPERAND (s, 0) == v
	     && !hpc_uses_var_p (TREE_OPERAND (s, 1), v) ? V_WRITTEN : V_READ;
    case DECL_EXPR:
      /* The initializer is what the declaration reads: an inner over's
	 set-up, a temporary's value.  */
      return V_READ;
    case COND_EXPR:
      if (hpc_uses_var_p (COND_EXPR_COND (s), v))
	return V_READ;
      return branch_use (use_in (COND_EXPR_THEN (s), v),
			 use_in (COND_EXPR_ELSE (s), v));
    case FOR_STMT:
      /* for (v = 0; ...): the initialisation runs first, always.  */
      if (first_use init = use_in (FOR_INIT_STMT (s), v); init != V_UNUSED)
	return init == V_WRITTEN ? V_WRITTEN : V_READ;
      if (hpc_uses_var_p (FOR_COND (s), v)
	  || hpc_uses_var_p (FOR_EXPR (s), v))
	return V_READ;
      return loop_use (use_in (FOR_BODY (s), v));
    case WHILE_STMT:
      return hpc_uses_var_p (WHILE_COND (s), v) ? V_READ
	     : loop_use (use_in (WHILE_BODY (s), v));
    case DO_STMT:
      return hpc_uses_var_p (DO_COND (s), v) ? V_READ
	     : loop_use (use_in (DO_BODY (s), v));
    default:
      return V_READ;
    }
}

/* Whether BODY holds a label: a goto to it may skip an assignment that
   the statement order puts first.  */
bool
has_label_p (tree body)
{
  struct finder
  {
    static tree
    find (tree *tp, int *walk_subtrees, void *)
    {
      if (TYPE_P (*tp))
	*walk_subtrees = 0;
      return TREE_CODE (*tp) == LABEL_EXPR ? *tp : NULL_TREE;
    }
  };
  return walk_tree_without_duplicates (&body, finder::find, NULL);
}

/* Whether V is assigned, from an expression not mentioning it, before any
   use of it in every iteration of BODY: directly, or inside the loops and
   branches of the body (the rows of an inner over, a loop counter of an
   inner for).  */
bool
written_first_p (tree body, tree v)
{
  first_use u = use_in (body, v);
  return (u == V_WRITTEN || u == V_WRITTEN_IF_USED) && !has_label_p (body);
}

/* What the body of the over T of index IVAR does to the variables
   declared outside it, in *OUT, with the warnings of one thread.  */
void
analyse_over (tree t, tree ivar, hpc_over_vars *out)
{
  hash_set<tree> locals;
  hash_map<tree, var_use> uses;
  auto_vec<tree> written;
  locals.add (ivar);
  walk_tree (&FOR_BODY (t), collect_locals_r, &locals, NULL);
  hash_map<tree, var_use> array_uses;
  auto_vec<std::pair<tree, location_t>> arrays;
  scan_ctx s = { &locals, &uses, &written, ivar, FOR_BODY (t), &array_uses,
		 &arrays };
  walk_tree (&FOR_BODY (t), scan_r, &s, NULL);
  out->blocker = NULL_TREE;
  out->racy_array = NULL_TREE;
  location_t racy_where = UNKNOWN_LOCATION;
  for (auto &[a, where] : arrays)
    {
      var_use *u = array_uses.get (a);
      if (!u->mixed && u->op != ERROR_MARK
	  && u->accounted == hpc_count_uses (FOR_BODY (t), a))
	{
	  hpc_reduction r = { a, u->op };
	  out->array_reductions.safe_push (r);
	}
      else if (!out->racy_array)
	{
	  out->racy_array = a;
	  racy_where = where;
	}
    }
  for (tree v : written)
    {
      var_use *u = uses.get (v);
      if (!u->mixed && u->op != ERROR_MARK
	  && u->accounted == hpc_count_uses (FOR_BODY (t), v)
	  && (INTEGRAL_TYPE_P (TREE_TYPE (v))
	      || SCALAR_FLOAT_TYPE_P (TREE_TYPE (v))))
	{
	  hpc_reduction r = { v, u->op };
	  out->reductions.safe_push (r);
	}
      else if (written_first_p (FOR_BODY (t), v) && (VAR_P (v) || TREE_CODE (v) == PARM_DECL))
	out->privates.safe_push (v);
      else if (!out->blocker)
	out->blocker = v;
    }
  if (!hpc_opts.warnings)
    return;
  if (out->blocker)
    warning_at (EXPR_LOCATION (t), 0, "%<over%> loop runs on one thread: "
		"its body writes %qD, declared outside it, which is neither "
		"a reduction nor assigned before use", out->blocker);
  else if (out->racy_array)
    warning_at (racy_where != UNKNOWN_LOCATION ? racy_where
		: EXPR_LOCATION (t), 0, "%<over%> loop runs on one thread: "
		"its body writes elements of %qD, declared outside it, at "
		"subscripts not built from the location %qD, which other "
		"iterations may write too; to run on all threads, give each "
		"iteration elements of its own (subscripts built from %qD)",
		out->racy_array, ivar, ivar);
}

} // anon namespace

/* The reductions stage: what the body of each outermost over does to
   the variables declared outside it, with its warnings.  */
static void
analyse_outermost (const hpc_over_site &s, void *)
{
  hpc_over_decision &d = hpc_decide_over (s.over);
  if (!s.around->is_empty ())
    return;
  analyse_over (s.over, s.var, &d.vars);
  d.analysed = true;
}

void
hpc_reductions_stage (tree fndecl)
{
  hpc_walk_overs (fndecl, analyse_outermost, NULL);
}

/* "s (+), m (max)": the variables of REDS and their operators.  */
static void
print_reductions (FILE *f, const char *what, const vec<hpc_reduction> &reds)
{
  if (reds.is_empty ())
    return;
  fprintf (f, "; %s", what);
  for (const hpc_reduction &r : reds)
    fprintf (f, " %s (%s)", hpc_decl_name (r.var, "?"), op_symbol_code (r.op));
}

static void
print_analysis (FILE *f, const hpc_over_site &, const hpc_over_decision &d)
{
  if (!d.analysed)
    {
      fprintf (f, "inside another over");
      return;
    }
  const hpc_over_vars &v = d.vars;
  if (v.blocker || v.racy_array)
    fprintf (f, "one thread (writes %s)",
	     hpc_decl_name (v.blocker ? v.blocker : v.racy_array, "?"));
  else
    fprintf (f, "may run on threads");
  print_reductions (f, "reductions", v.reductions);
  print_reductions (f, "array reductions", v.array_reductions);
  if (!v.privates.is_empty ())
    fprintf (f, "; privates");
  for (tree p : v.privates)
    fprintf (f, " %s", hpc_decl_name (p, "?"));
}

void
hpc_dump_reductions (FILE *f, tree fndecl)
{
  hpc_dump_over_decisions (f, fndecl, "variables written in over bodies",
			   print_analysis);
}
