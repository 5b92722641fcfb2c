// Scalar loads: the polynomial's degree and coefficients live in constant
// memory and are uniform across the wave, so the compiler reads them with
// s_load_* inside the Horner loop while the per-work-item input comes from
// a vector load.
typedef struct {
  uint degree;
  float scale;
  float coeff[30];
} poly_t;

kernel void poly_eval(constant poly_t *restrict p, global const float *restrict x,
                      global float *restrict y) {
  size_t i = get_global_id(0);
  float v = x[i];
  float acc = p->coeff[0];
  for (uint k = 1; k <= p->degree && k < 30; ++k)
    acc = acc * v + p->coeff[k];
  y[i] = acc * p->scale;
}
