// Unified hris models: see SPEC 2.5-2.9. Filled in by the connector work for this category.
export {};
