import type { Locale } from 'shared-contracts/locales';
import { type PageTreeCreate, type PageTreeDelete, type PageTreeMove, type PageTreeNode, pageTreeApi } from 'shared-contracts/page-tree';
import { sendJson } from 'site-config/remote-kit/http';

// The version the tree showed goes with every write to an existing page: a page changed meanwhile answers 409.
const versionOf = (node: PageTreeNode) => ({ 'X-Page-Version': String(node.version) });

export const createTreePage = (locale: Locale, input: PageTreeCreate) => sendJson<{ id: number }>('POST', pageTreeApi.create(locale), input);

export const moveTreePage = (locale: Locale, node: PageTreeNode, move: PageTreeMove) =>
  sendJson<{ id: number }>('POST', pageTreeApi.action(locale, node.id, 'move'), move, versionOf(node));

export const duplicateTreePage = (locale: Locale, node: PageTreeNode) => sendJson<{ id: number }>('POST', pageTreeApi.action(locale, node.id, 'duplicate'), {});

export const takeTreePageOffline = (locale: Locale, node: PageTreeNode) =>
  sendJson<{ id: number }>('POST', pageTreeApi.action(locale, node.id, 'offline'), {}, versionOf(node));

export const deleteTreePage = (locale: Locale, node: PageTreeNode, input: PageTreeDelete) =>
  sendJson<void>('POST', pageTreeApi.action(locale, node.id, 'delete'), input, versionOf(node));

/** Publishing from the tree is the editor's own Publish: the draft becomes what visitors get. */
export const publishTreePage = (locale: Locale, node: PageTreeNode) =>
  sendJson<unknown>('POST', `/${locale}/pageeditor-api/pages/${node.id}/publish/`, {}, versionOf(node));
