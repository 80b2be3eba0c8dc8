// What other features use of the stage: the click-in's camera is captured as a debater's is.
export { useStageCamera } from './hooks/use-stage-camera';
