/** A help item as the help list shows it. */
export interface SearchableHelpItem {
  upcList: string;
  helpHTML: string;
}

/** What the help list searches (spec 2 "Help"): the UPC list and the help HTML. */
export const helpSearchTexts = (item: SearchableHelpItem): readonly string[] => [item.upcList, item.helpHTML];

/** The help list's default order: by UPC list, ascending. */
export const HELP_DEFAULT_SORT = { key: 'upcList', direction: 'ascending' } as const;
