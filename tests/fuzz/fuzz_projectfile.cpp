// libFuzzer target: the project-file loader. Any bytes either load or give an error; what loads
// must survive validation and export, and write back to a file that loads to the same project.
#include "model/export/scriptexporter.h"
#include "model/io/projectfile.h"
#include "model/io/projectwriter.h"
#include "model/rules/validator.h"

#include <cstddef>
#include <cstdint>

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t *data, std::size_t size)
{
    const QByteArray bytes(reinterpret_cast<const char *>(data), qsizetype(size));
    const ProjectFile::LoadResult loaded = ProjectFile::parse(bytes, QStringLiteral("fuzz.json"));
    if (!loaded.project) {
        if (loaded.error.isEmpty())
            __builtin_trap(); // a refusal always says why
        return 0;
    }
    Validator::validate(*loaded.project);
    exportShellScript(*loaded.project);
    const ProjectFile::LoadResult again =
        ProjectFile::parse(serializeProject(*loaded.project), QStringLiteral("again.json"));
    if (!again.project || !(*again.project == *loaded.project))
        __builtin_trap(); // what was read is written back faithfully
    return 0;
}
