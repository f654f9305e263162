import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { siteHydrated } from './content-api';

/** docs/behaviour.md §9: a page without a colour of its own is white. */
export const defaultBackgroundColor = '#ffffff';

/**
 * What the content cache cannot hold: the page's background colour (docs/behaviour.md §4). It is
 * white again at every route change and takes the colour of the CMS page the route shows.
 */
export const pageSlice = createSlice({
  name: 'page',
  initialState: { backgroundColor: defaultBackgroundColor },
  reducers: {
    routeChanged(state) {
      if (state.backgroundColor !== defaultBackgroundColor) state.backgroundColor = defaultBackgroundColor;
    },
    backgroundColorShown(state, { payload }: PayloadAction<string>) {
      state.backgroundColor = payload;
    },
  },
  extraReducers: (builder) =>
    builder.addCase(siteHydrated, (state, { payload }) => {
      state.backgroundColor = payload.page.backgroundColor;
    }),
  selectors: { selectBackgroundColor: (state) => state.backgroundColor },
});

export const { routeChanged, backgroundColorShown } = pageSlice.actions;
export const { selectBackgroundColor } = pageSlice.selectors;
