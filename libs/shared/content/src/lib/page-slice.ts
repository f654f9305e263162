import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** Default page background (spec §9). */
export const defaultBackgroundColor = '#ffffff';

type PageState = {
  backgroundColor: string;
  /** A page's own title (e.g. an article's), for the path it was set on; else the title comes from the path. */
  titleOverride: { path: string; title: string } | null;
};
const initialState: PageState = { backgroundColor: defaultBackgroundColor, titleOverride: null };

/**
 * What the content cache cannot express: the page background chosen by the CMS. Page, sidebar and
 * collection content themselves live in the RTK Query cache (reducer path `content`).
 */
export const pageSlice = createSlice({
  name: 'page',
  initialState,
  reducers: {
    backgroundColorSet: (state, action: PayloadAction<string | null>) => {
      state.backgroundColor = action.payload ?? defaultBackgroundColor;
    },
    documentTitleSet: (state, action: PayloadAction<{ path: string; title: string }>) => {
      state.titleOverride = action.payload;
    },
  },
  selectors: {
    selectBackgroundColor: (state) => state.backgroundColor,
    selectTitleOverride: (state) => state.titleOverride,
  },
});

export const { backgroundColorSet, documentTitleSet } = pageSlice.actions;
export const { selectBackgroundColor, selectTitleOverride } = pageSlice.selectors;
