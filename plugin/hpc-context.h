/* hpc-context.h - the state the plugin keeps while it compiles a file.

   A GENERIC stage keeps what it learns about the function it runs on in
   that function's context (hpc_function), which pipeline.cc makes before
   the first stage and destroys after the last: nothing a stage records
   about one function's trees outlives them (their memory may be reused
   for the next function's).  What must outlive the function is placed
   deliberately: in the translation unit's context (hpc_unit), keyed by
   the function's declaration where it is that function's, or as a mark
   on a declaration (hpc_mark), which OpenMP outlining's copies keep.
   No stage decides anything by the name of a variable the plugin made.

   Copyright (C) 2026 The HPC developers.  GPL-3.0-or-later.  */

#ifndef HPC_CONTEXT_H
#define HPC_CONTEXT_H 1

/* A stage's own state: a type the stage's file derives from this one,
   so that the context owning it destroys it without knowing it.  */
struct hpc_stage_state
{
  virtual ~hpc_stage_state () {}
};

/* The state of type T (derived from hpc_stage_state) in SLOT, a member
   of a context, made on first use.  */
template <typename T>
T &
hpc_state (hpc_stage_state *&slot)
{
  if (!slot)
    slot = new T;
  return *static_cast<T *> (slot);
}

/* The state of the GENERIC stages on one function.  */
struct hpc_function_context
{
  tree fndecl;
  /* pipeline.cc: the body was dropped after an error.  */
  bool discarded = false;
  /* The stages' own tables (hpc_state), while the stage that fills them
     runs or until the function ends.  */
  hpc_stage_state *subscripts = NULL;	/* subscripts.cc, in subscripts */
  hpc_stage_state *apart = NULL;	/* apart.cc, from apart to lower */
  hpc_stage_state *rows = NULL;		/* rowfuse.cc, from fuse to lower */
  hpc_stage_state *overs = NULL;	/* overs.cc, from hoist to lower */

  explicit hpc_function_context (tree fn);
  ~hpc_function_context ();
  hpc_function_context (const hpc_function_context &) = delete;
  hpc_function_context &operator= (const hpc_function_context &) = delete;

private:
  hpc_function_context *outer;	/* the one it hides, if any */
};

/* The context of the function the GENERIC stages run on; only while they
   run.  */
hpc_function_context &hpc_function (void);

/* The state kept from one function to the next.  */
struct hpc_unit_context
{
  /* keywords.cc: numbers each on's flag variable, while parsing.  */
  unsigned on_counter = 0;
  /* missed.cc: the notes of each function until its GIMPLE pass prints
     them.  */
  hpc_stage_state *missed = NULL;
  /* inline.cc: each function's nests, for later callers.  */
  hpc_stage_state *callees = NULL;
  /* Trees held here from one function to the next, kept from the
     garbage collector (which may run after each function) until the end
     of the file (hpc_keep).  */
  vec<tree, va_gc> *kept = NULL;
};

hpc_unit_context &hpc_unit (void);
void hpc_keep (tree t);

/* Marks on the variables the plugin makes, telling later stages what
   they are.  Kept in DECL_ATTRIBUTES under names no program can write
   (with spaces), which the copies OpenMP outlining and version.cc make
   keep.  */
enum hpc_mark_kind
{
  /* arrays.cc: the base pointer of an array with a block of its own.  */
  HPC_MARK_OWN_BASE,
  /* arrays.cc: the base pointer of an array bound to a parameter.  */
  HPC_MARK_PARM_BASE,
  /* subscripts.cc: the factor of a map between aligned ranges.  */
  HPC_MARK_ALIGN_MUL,
  /* arrays.cc: the base pointer of a view in a copy of a nest run where
     its arrays are distinct (apart.cc), the copy's number its value.  */
  HPC_MARK_APART_BASE
};
/* DECL, marked KIND (with VALUE).  */
tree hpc_mark (tree decl, hpc_mark_kind kind, tree value = NULL_TREE);
bool hpc_marked_p (const_tree decl, hpc_mark_kind kind);
/* The value of DECL's mark KIND, NULL_TREE where none.  */
tree hpc_mark_value (const_tree decl, hpc_mark_kind kind);

#endif /* HPC_CONTEXT_H */
