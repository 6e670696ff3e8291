import { Kind, type FieldNode, type GraphQLResolveInfo, type SelectionSetNode } from "graphql";

/**
 * The fields selected under the field being resolved, by name, with fragments (spread and inline) flattened:
 * each name with every node that selects it (aliases, repeats). For types without interfaces or unions, where
 * every fragment applies.
 */
export function selectedFields(info: Pick<GraphQLResolveInfo, "fieldNodes" | "fragments">): Map<string, FieldNode[]> {
  const fields = new Map<string, FieldNode[]>();
  const collect = (selectionSet: SelectionSetNode | undefined) => {
    for (const selection of selectionSet?.selections ?? []) {
      if (selection.kind === Kind.FIELD) {
        const nodes = fields.get(selection.name.value);
        if (nodes) nodes.push(selection);
        else fields.set(selection.name.value, [selection]);
      } else if (selection.kind === Kind.INLINE_FRAGMENT) collect(selection.selectionSet);
      else collect(info.fragments[selection.name.value]?.selectionSet);
    }
  };
  for (const node of info.fieldNodes) collect(node.selectionSet);
  return fields;
}
