declare module '@tanstack/react-router' {
  interface StaticDataRouteOption {
    /** Header title of the page. */
    title?: string;
    /** A title that names what the page shows, e.g. 'Detalle de Desembolso #3101'; `title` otherwise. */
    titleOf?: (params: Readonly<Record<string, string>>) => string;
    /** Header description under the title. */
    description?: string;
  }
}

export const defaultTitle = 'Inicio';

interface TitledMatch {
  readonly params: unknown;
  readonly staticData: {
    readonly title?: string;
    readonly titleOf?: (params: Readonly<Record<string, string>>) => string;
  };
}

/** The title of a matched route: from its params when it knows how, else its static title. */
export function titleOfMatch(match: TitledMatch): string | undefined {
  const { title, titleOf } = match.staticData;
  if (title === undefined || !titleOf) return title;
  return titleOf(match.params as Readonly<Record<string, string>>);
}

/** The deepest matched route that names its page. */
export function pageMatchOf<Match extends TitledMatch>(matches: readonly Match[]): Match | undefined {
  return matches.findLast((match) => match.staticData.title !== undefined);
}

/** The title of the page the matches show, if a route names it. */
export function titleOfPage(matches: readonly TitledMatch[]): string | undefined {
  const match = pageMatchOf(matches);
  return match && titleOfMatch(match);
}
