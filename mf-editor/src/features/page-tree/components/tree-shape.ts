import type { PageTreeMove, PageTreeNode } from 'shared-contracts/page-tree';

export interface TreeRow {
  node: PageTreeNode;
  depth: number;
  siblings: PageTreeNode[];
  index: number;
}

/** The flat list from the server as rows in tree order (depth-first), each knowing its siblings. */
export function treeRows(nodes: PageTreeNode[]): TreeRow[] {
  const childrenOf = (parent: number | null) => nodes.filter((n) => n.parent_id === parent).sort((a, b) => a.position - b.position || a.id - b.id);
  const known = new Set(nodes.map((n) => n.id));
  const rows: TreeRow[] = [];
  const walk = (parent: number | null, depth: number) => {
    const siblings = parent === null ? nodes.filter((n) => n.parent_id === null || !known.has(n.parent_id)).sort((a, b) => a.position - b.position || a.id - b.id) : childrenOf(parent);
    siblings.forEach((node, index) => {
      rows.push({ node, depth, siblings, index });
      walk(node.id, depth + 1);
    });
  };
  walk(null, 0);
  return rows;
}

export type MoveKind = 'up' | 'down' | 'into' | 'out';

/** Where a keyboard move takes a page: up/down among its siblings, into the sibling above (last), out after its parent. */
export function moveTarget(row: TreeRow, kind: MoveKind, nodes: PageTreeNode[]): PageTreeMove | null {
  const { node, siblings, index } = row;
  if (kind === 'up') return index > 0 ? { parent: node.parent_id, position: index - 1 } : null;
  if (kind === 'down') return index < siblings.length - 1 ? { parent: node.parent_id, position: index + 1 } : null;
  if (kind === 'into') {
    if (index === 0) return null;
    const newParent = siblings[index - 1];
    return { parent: newParent.id, position: nodes.filter((n) => n.parent_id === newParent.id).length };
  }
  const parent = nodes.find((n) => n.id === node.parent_id);
  if (!parent) return null;
  const parentSiblings = nodes.filter((n) => n.parent_id === parent.parent_id).sort((a, b) => a.position - b.position || a.id - b.id);
  return { parent: parent.parent_id, position: parentSiblings.findIndex((n) => n.id === parent.id) + 1 };
}
