#version 450
// Subpass inputs: subpassLoad, the multisampled form, InputAttachmentIndex.
layout(input_attachment_index = 0, set = 0, binding = 0) uniform subpassInput colorInput;
layout(input_attachment_index = 1, set = 0, binding = 1) uniform isubpassInputMS idInput;
layout(location = 0) out vec4 color;

void main()
{
    color = subpassLoad(colorInput) + vec4(subpassLoad(idInput, gl_SampleID));
}
