// What other features use of the stage: the click-in's camera is captured as a debater's is,
// and while it is live the stage stays on WebRTC for its candidate.
export { useStageCamera } from './hooks/use-stage-camera';
export { useOnStage } from './hooks/use-on-stage';
