// The one Adam fit of the repository's training scripts (logistic and softmax regression).
/**
 * L2-regularised logistic regression fitted by full-batch Adam from zero (rate 0.05):
 * deterministic. Each step, `gradient(w, g)` adds to g (zeroed) the summed gradient of the
 * log-loss over the `n` training rows; every weight but the bias (index `bias`) and the first
 * `biases` weights (a softmax's per-class biases) is penalised by `l2`. Shared by the
 * message coach's scripts (message-coach-model.mjs, message-coach-words.mjs) and the coach's
 * crisis model (coach-model-fit.mjs; this file is one of its inputs, coach-model-inputs.mjs).
 */
export function fitAdam({ size, n, steps, l2, bias = -1, biases = 0 }, gradient) {
  const w = new Float64Array(size);
  const m1 = new Float64Array(size);
  const m2 = new Float64Array(size);
  const lr = 0.05;
  for (let step = 1; step <= steps; step++) {
    const g = new Float64Array(size);
    gradient(w, g);
    for (let k = 0; k < size; k++) {
      const grad = g[k] / n + (k !== bias && k >= biases ? l2 * w[k] : 0);
      m1[k] = 0.9 * m1[k] + 0.1 * grad;
      m2[k] = 0.999 * m2[k] + 0.001 * grad * grad;
      w[k] -= (lr * (m1[k] / (1 - 0.9 ** step))) / (Math.sqrt(m2[k] / (1 - 0.999 ** step)) + 1e-8);
    }
  }
  return w;
}
