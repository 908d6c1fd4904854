/** A rectangle in image pixels. (Faces are found by the mesh model: see landmarks.ts, face-crop.ts.) */
export interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
}
