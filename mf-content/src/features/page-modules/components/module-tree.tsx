import { Component, createElement, type ReactNode, Suspense } from 'react';
import type { PageModule } from 'shared-contracts/site';
import { moduleView } from './module-views';
import { ModuleMarker } from './module-marker';

/** One malformed module renders nothing instead of taking the page down with it. */
class ModuleBoundary extends Component<{ id: number; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error(`mf-content: module ${this.props.id} failed to render`, error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

export function ModuleView({ module }: { module: PageModule }) {
  const View = moduleView(module.content_type);
  // Kinds without a view (e.g. list items rendered by their list) show nothing.
  if (!View) return null;
  // The view comes from a static table, not created per render: createElement says so to the hooks linter.
  // data-module-* mark the rendered module for the editor overlay (mf-editor finds modules by these attributes).
  return (
    <ModuleMarker module={module}>
      <ModuleBoundary id={module.id}>
        <Suspense fallback={null}>{createElement(View, { module })}</Suspense>
      </ModuleBoundary>
    </ModuleMarker>
  );
}

export function ModuleList({ modules }: { modules: PageModule[] | undefined }) {
  if (!modules?.length) return null;
  const sorted = [...modules].sort((a, b) => a.position - b.position);
  return (
    <>
      {sorted.map((module) => (
        <ModuleView key={module.id} module={module} />
      ))}
    </>
  );
}
