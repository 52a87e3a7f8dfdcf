import type { PageModule } from 'shared-contracts/site';

export interface IndexedModule {
  module: PageModule;
  /** The top-level module (section) this one belongs to: backups are kept per section. */
  sectionId: number;
}

/** Every module of a page's tree by id, with its section. */
export function indexModules(modules: PageModule[]): Map<number, IndexedModule> {
  const index = new Map<number, IndexedModule>();
  const walk = (module: PageModule, sectionId: number) => {
    index.set(module.id, { module, sectionId });
    module.columns?.forEach((column) => column.children.forEach((child) => walk(child, sectionId)));
    module.children?.forEach((child) => walk(child, sectionId));
  };
  modules.forEach((module) => walk(module, module.id));
  return index;
}
