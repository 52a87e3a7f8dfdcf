/** The heading element of the widget's steps and seat groups: always one level below the widget's own title. */
export type StepHeading = 'h3' | 'h4' | 'h5' | 'h6';
