// libFuzzer target: the importers (describe output, HBase shell scripts, REST schema JSON). The
// first byte picks the format (auto, describe, shell, rest), the rest is the input. Any bytes
// either give a project or one error naming the file and a line inside it; never both, never
// neither.
#include "model/import/importer.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    if (size == 0)
        return 0;
    const auto format = Importer::Format(data[0] % 4);
    const QByteArray contents(reinterpret_cast<const char *>(data + 1), qsizetype(size - 1));
    const Importer::Result result = Importer::run({{QStringLiteral("fuzz.txt"), contents}}, format);
    if (result.project.has_value() == result.log.failed())
        __builtin_trap();
    if (const auto &error = result.log.error()) {
        if (error->text.isEmpty() || error->line < 0)
            __builtin_trap();
        // A JSON syntax error comes with its place in the text (ImportMessage::place).
        if (error->file.isEmpty() && !error->text.startsWith(QStringLiteral("fuzz.txt:")))
            __builtin_trap();
        if (error->file == QStringLiteral("fuzz.txt") && error->line > contents.count('\n') + 1)
            __builtin_trap(); // the line named must be in the input
    }
    return 0;
}
